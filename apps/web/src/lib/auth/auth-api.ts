import type { AuthResponse, LoginBody, RegisterBody, User } from '@quimia/contracts';
import { fetcher, poster } from '@/lib/api-client';

export const authEndpoints = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
} as const;

export function loginRequest(body: LoginBody): Promise<AuthResponse> {
  return poster<AuthResponse>(authEndpoints.login, body);
}

export function registerRequest(body: RegisterBody): Promise<AuthResponse> {
  return poster<AuthResponse>(authEndpoints.register, body);
}

export function meRequest(): Promise<{ user: User }> {
  return fetcher<{ user: User }>(authEndpoints.me);
}

/** Revokes every token of the signed-in user on the server. */
export function logoutRequest(): Promise<{ message: string }> {
  return poster<{ message: string }>(authEndpoints.logout);
}
