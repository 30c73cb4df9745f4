import { inject } from 'vitest';

/** A JSON call to the suite's app (a POST when it has a body), as the user of `token`. */
export async function callApi<T>(path: string, token: string | null, body?: object): Promise<T> {
  const response = await fetch(`${inject('baseURL')}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
