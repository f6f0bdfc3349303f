import type { AdminHero, AdminHeroAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { heroChanged } from './hero-changed';

/** DELETE /api/admin/hero/image: back to the art the site ships. */
export async function resetHeroImage(): Promise<AdminHero> {
  try {
    const answer = await apiClient.delete<AdminHeroAnswer>('/admin/hero/image');
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.resetHeroImage);
  }
}

export function useResetHeroImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetHeroImage,
    onSuccess: (saved) => heroChanged(queryClient, saved),
  });
}
