import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileSaveBody, User } from '@quimia/contracts';
import { poster } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export type UpdateProfileResponse = { user: User };

/** POST /api/usuario/perfil: the signed-in user's own data. */
export async function updateProfile(body: ProfileSaveBody): Promise<User> {
  const data = await poster<UpdateProfileResponse>('/api/usuario/perfil', body);
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
