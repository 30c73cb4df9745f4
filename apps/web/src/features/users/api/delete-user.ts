import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** Removes a user (admin; the last active admin answers 409). */
export function deleteUser(id: string) {
  return callEndpoint(userEndpoints.remove, { body: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: usersKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.contacts() }),
      ]);
    },
  });
}
