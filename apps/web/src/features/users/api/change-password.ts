import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, ChangePasswordBody } from '@quimia/contracts';
import { poster } from '@/lib/api-client';

/**
 * POST /api/usuario/cambiarClave: changes the signed-in user's password. The server revokes the
 * old tokens and answers a new session, which the caller must store.
 */
export function changePassword(body: ChangePasswordBody): Promise<AuthResponse> {
  return poster<AuthResponse>('/api/usuario/cambiarClave', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
