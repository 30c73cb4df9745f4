import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, ChangePasswordBody } from '@quimia/contracts';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';

/**
 * Changes the signed-in user's password. The server revokes the
 * old tokens and answers a new session, which the caller must store.
 */
export function changePassword(body: ChangePasswordBody): Promise<AuthResponse> {
  return callEndpoint(userEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
