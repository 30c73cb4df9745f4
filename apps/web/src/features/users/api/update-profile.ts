import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileSaveBody, User } from '@quimia/contracts';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** Saves the signed-in user's own data. */
export async function updateProfile(body: ProfileSaveBody): Promise<User> {
  const data = await callEndpoint(userEndpoints.saveProfile, { body });
  return data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        // Presence (available/busy) shows in everyone's contacts popover.
        queryClient.invalidateQueries({ queryKey: usersKeys.contacts() }),
      ]);
    },
  });
}
