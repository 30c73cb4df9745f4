import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserSaveBody } from '@quimia/contracts';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** Creates a user without `id`, updates the one named by `id` (admin). */
export async function saveUser(body: UserSaveBody): Promise<User> {
  const data = await callEndpoint(userEndpoints.save, { body });
  return data.user;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      // Name, role or status may have changed: lists, counts and staff contacts all depend on them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.contacts() }),
      ]);
    },
  });
}
