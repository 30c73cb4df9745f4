import type { AuthResponse, LoginBody, RegisterBody } from '@quimia/contracts';
import { authEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';

export function loginRequest(body: LoginBody): Promise<AuthResponse> {
  return callEndpoint(authEndpoints.login, { body });
}

export function registerRequest(body: RegisterBody): Promise<AuthResponse> {
  return callEndpoint(authEndpoints.register, { body });
}

export function meRequest() {
  return callEndpoint(authEndpoints.me);
}

/** Revokes every token of the signed-in user on the server. */
export function logoutRequest() {
  return callEndpoint(authEndpoints.logout);
}
