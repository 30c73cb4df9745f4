import { createContext } from 'react';
import type { AuthResponse, LoginBody, RegisterBody, User } from '@quimia/contracts';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthContextValue = {
  user: User | null;
  status: AuthStatus;
  /** Signs in; rejects with the API's error body. */
  login(body: LoginBody): Promise<void>;
  /** Creates a `cliente` account and signs it in exactly as `login` does. */
  register(body: RegisterBody): Promise<void>;
  /** Revokes the tokens on the server when it can, and always signs out here. */
  logout(): Promise<void>;
  /** Starts a session from a token answer (e.g. after changing the password: old tokens are revoked). */
  applySession(session: AuthResponse): void;
  /** Replaces the signed-in user (e.g. after saving the profile). */
  setUser(user: User): void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
