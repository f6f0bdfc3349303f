import type { AuthUser } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileChangesOf, type ProfileChanges } from './profile-user';

/** PUT /api/auth/me/photo (multipart): the server checks the bytes and answers the user. */
export async function uploadPhoto(file: File): Promise<AuthUser> {
  const answer = await apiClient.upload<{ data: AuthUser }>('/auth/me/photo', file, {
    retries: 0,
  });
  return answer.data;
}

/** The upload field says what went wrong beside itself, so the cache does not toast it. */
export function useUploadPhoto(onChange: (changes: ProfileChanges) => void) {
  return useMutation({
    mutationFn: uploadPhoto,
    meta: { silent: true },
    onSuccess: (user) => onChange(profileChangesOf(user)),
  });
}
