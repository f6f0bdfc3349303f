import type { AdminHero, AdminHeroAnswer, HeroUpdateBody } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { heroChanged } from './hero-changed';

/** PUT /api/admin/hero: title, subtitle and the button. */
export async function updateHero(body: HeroUpdateBody): Promise<AdminHero> {
  try {
    const answer = await apiClient.put<AdminHeroAnswer>('/admin/hero', body);
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.saveHero);
  }
}

export function useUpdateHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHero,
    meta: { silent: true },
    onSuccess: (saved) => heroChanged(queryClient, saved),
  });
}
