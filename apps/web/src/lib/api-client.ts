import axios, { type AxiosRequestConfig } from 'axios';
import type { ApiError } from '@quimia/contracts';
import { env } from '@/config/env';

/** The one HTTP client of the web app (specification §7–8). */
export const apiClient = axios.create({ baseURL: env.VITE_API_URL, timeout: 0 });

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/**
 * A failed call rejects with the server's body (`{ message, code, details? }`), or with the
 * text 'Something went wrong' when there is none (specification §8).
 */
apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const data = axios.isAxiosError(error) ? error.response?.data : undefined;
    return Promise.reject(
      data && typeof data === 'object' ? (data as ApiError) : FALLBACK_ERROR_MESSAGE,
    );
  },
);

export function setAuthorizationHeader(token: string | null): void {
  if (token) apiClient.defaults.headers.common.Authorization = `Bearer ${token}`;
  else delete apiClient.defaults.headers.common.Authorization;
}

/** GET helper: a path and optional config, resolving to the response body. */
export async function fetcher<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.get<T>(url, config);
  return response.data;
}

/** POST helper: sends the given params as the JSON body, resolving to the response body. */
export async function poster<T>(
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<T> {
  const response = await apiClient.post<T>(url, body, config);
  return response.data;
}

/** A readable Spanish message for anything the client rejected with. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string')
    return error === FALLBACK_ERROR_MESSAGE ? 'Algo salió mal. Inténtalo de nuevo.' : error;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return 'Algo salió mal. Inténtalo de nuevo.';
}
