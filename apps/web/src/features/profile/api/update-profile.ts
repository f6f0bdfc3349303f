import type { AuthUser, UpdateMeBody } from '@streamfront/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { profileChangesOf, type ProfileChanges } from './profile-user';

/** PATCH /api/auth/me: the signed-in user's own name. */
export async function updateProfile(body: UpdateMeBody): Promise<AuthUser> {
  const answer = await apiClient.patch<{ data: AuthUser }>('/auth/me', body);
  return answer.data;
}

/** The form shows its own errors beside the fields, so the cache does not toast them. */
export function useUpdateProfile(onChange: (changes: ProfileChanges) => void) {
  return useMutation({
    mutationFn: updateProfile,
    meta: { silent: true },
    onSuccess: (user) => onChange(profileChangesOf(user)),
  });
}
