import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poster } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export type DeleteUserResponse = { message: string };

/** POST /api/usuario/eliminar: removes a user (admin; the last active admin answers 409). */
export function deleteUser(id: string): Promise<DeleteUserResponse> {
  return poster<DeleteUserResponse>('/api/usuario/eliminar', { id });
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
