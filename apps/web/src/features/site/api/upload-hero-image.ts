import type { AdminHero, AdminHeroAnswer } from '@streamfront/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { SITE_MESSAGES, toSiteError } from '../site-errors';
import { heroChanged } from './hero-changed';

/** PUT /api/admin/hero/image (multipart): the new background. */
export async function uploadHeroImage(file: File): Promise<AdminHero> {
  try {
    const answer = await apiClient.upload<AdminHeroAnswer>('/admin/hero/image', file);
    return answer.data;
  } catch (error) {
    throw toSiteError(error, SITE_MESSAGES.uploadHeroImage);
  }
}

/** The upload field shows failures itself. */
export function useUploadHeroImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHeroImage,
    meta: { silent: true },
    onSuccess: (saved) => heroChanged(queryClient, saved),
  });
}
