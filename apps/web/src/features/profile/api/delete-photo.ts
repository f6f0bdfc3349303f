import type { AuthUser } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileChangesOf, type ProfileChanges } from './profile-user';

/** DELETE /api/auth/me/photo: back to the initial in a circle. */
export async function deletePhoto(): Promise<AuthUser> {
  const answer = await apiClient.delete<{ data: AuthUser }>('/auth/me/photo');
  return answer.data;
}

export function useDeletePhoto(onChange: (changes: ProfileChanges) => void) {
  return useMutation({
    mutationFn: deletePhoto,
    meta: { silent: true },
    onSuccess: (user) => onChange(profileChangesOf(user)),
  });
}
