import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginBody, RegisterBody, User } from '@quimia/contracts';
import { paths } from '@/config/paths';
import { storageKeys } from '@/config/layout';
import { apiClient, errorMessage, setAuthorizationHeader } from '@/lib/api-client';
import { loginRequest, logoutRequest, meRequest, registerRequest } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import {
  isUnauthorizedError,
  isValidToken,
  readToken,
  tokenExpiresAt,
  writeToken,
  writeUserName,
} from './session';

type AuthState = { user: User | null; loading: boolean };

// setTimeout overflows past ~24.8 days and would fire at once: long tokens are re-checked in steps.
const MAX_TIMER_DELAY = 2_147_483_647;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ user: null, loading: true });
  const queryClient = useQueryClient();
  const expiryTimer = useRef<number | undefined>(undefined);
  const verifying = useRef(false);

  const status: AuthStatus = state.loading
    ? 'loading'
    : state.user
      ? 'authenticated'
      : 'unauthenticated';
  const statusRef = useRef<AuthStatus>(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  const clearExpiryTimer = useCallback(() => {
    window.clearTimeout(expiryTimer.current);
    expiryTimer.current = undefined;
  }, []);

  /** at the token's exp, alert, remove the token and go to the login page. */
  const scheduleExpiry = useCallback(
    (token: string) => {
      clearExpiryTimer();
      const expiresAt = tokenExpiresAt(token);
      if (expiresAt === null) return;
      const check = () => {
        const remaining = expiresAt - Date.now();
        if (remaining > 0) {
          expiryTimer.current = window.setTimeout(check, Math.min(remaining, MAX_TIMER_DELAY));
          return;
        }
        expiryTimer.current = undefined;
        window.alert('Token expired');
        writeToken(null);
        setAuthorizationHeader(null);
        window.location.href = paths.auth.jwt.login;
      };
      check();
    },
    [clearExpiryTimer],
  );

  /** Forgets the session in this browser: token, user name, header, timer and cached data. */
  const signOutLocally = useCallback(() => {
    clearExpiryTimer();
    writeToken(null);
    writeUserName(null);
    setAuthorizationHeader(null);
    queryClient.clear();
    setState({ user: null, loading: false });
  }, [clearExpiryTimer, queryClient]);

  const applySession = useCallback(
    (session: AuthResponse) => {
      writeToken(session.accessToken);
      setAuthorizationHeader(session.accessToken);
      scheduleExpiry(session.accessToken);
      setState({ user: session.user, loading: false });
    },
    [scheduleExpiry],
  );

  /** Startup: an unexpired stored token is applied and the user fetched. */
  const initialize = useCallback(async () => {
    // The session's outcome is not urgent: as a transition, React draws it in slices and never
    // has to adopt the server-drawn page in one blocking pass because of it (the storefront's first visit stays under 200 KB of JavaScript).
    const settle = (user: User | null) => startTransition(() => setState({ user, loading: false }));
    const token = readToken();
    if (!isValidToken(token)) {
      if (token) writeToken(null); // expired or unreadable: of no use to anyone
      clearExpiryTimer();
      setAuthorizationHeader(null);
      settle(null);
      return;
    }
    setAuthorizationHeader(token);
    scheduleExpiry(token);
    try {
      const { user } = await meRequest();
      settle(user);
    } catch (error) {
      console.error(error);
      clearExpiryTimer();
      setAuthorizationHeader(null);
      // A refused token is dead; any other failure (network, server down) may pass, keep it.
      if (isUnauthorizedError(error)) writeToken(null);
      settle(null);
    }
  }, [clearExpiryTimer, scheduleExpiry]);

  useEffect(() => {
    void initialize();
    return clearExpiryTimer;
  }, [initialize, clearExpiryTimer]);

  /**
   * A 401 on a later request may mean the token was revoked (logout elsewhere, password change,
   * account banned) or just a wrong password on a form: /api/auth/me tells which.
   */
  const verifySession = useCallback(async () => {
    if (verifying.current) return;
    verifying.current = true;
    try {
      const { user } = await meRequest();
      setState({ user, loading: false });
    } catch (error) {
      if (isUnauthorizedError(error)) {
        signOutLocally();
        // notistack's global enqueue reaches the notifications of the screen on show (the
        // dashboard's); loaded on demand so it stays out of the public site's first download.
        const message = errorMessage(error);
        void import('notistack').then(({ enqueueSnackbar }) =>
          enqueueSnackbar(message, { variant: 'warning' }),
        );
      }
    } finally {
      verifying.current = false;
    }
  }, [signOutLocally]);

  useEffect(() => {
    const id = apiClient.interceptors.response.use(undefined, (error: unknown) => {
      if (isUnauthorizedError(error) && statusRef.current === 'authenticated') void verifySession();
      return Promise.reject(error);
    });
    return () => apiClient.interceptors.response.eject(id);
  }, [verifySession]);

  // Another tab signed out or in: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== storageKeys.accessToken && event.key !== null) return;
      if (!event.newValue) {
        if (statusRef.current === 'authenticated') signOutLocally();
      } else if (event.newValue !== event.oldValue) {
        void initialize();
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [initialize, signOutLocally]);

  const login = useCallback(
    async (body: LoginBody) => {
      const session = await loginRequest(body);
      applySession(session);
      writeUserName(body.userName.trim());
    },
    [applySession],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      const session = await registerRequest(body);
      applySession(session);
      writeUserName(body.email.trim());
    },
    [applySession],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      // The server could not revoke the tokens (offline, already expired): sign out here anyway.
      console.error(error);
    }
    signOutLocally();
  }, [signOutLocally]);

  const setUser = useCallback((user: User) => setState({ user, loading: false }), []);

  const value = useMemo<AuthContextValue>(
    () => ({ user: state.user, status, login, register, logout, applySession, setUser }),
    [state.user, status, login, register, logout, applySession, setUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
