import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@quimia/contracts';
import type { EndpointDefinition } from '@quimia/contracts';
import { buildTestApp, type TestApp } from './test/test-app';

/** Every endpoint the contracts declare, by `METHOD /path`. */
function declaredEndpoints(): Map<string, EndpointDefinition> {
  const endpoints = new Map<string, EndpointDefinition>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Endpoints')) continue;
    for (const endpoint of Object.values(value as Record<string, EndpointDefinition>)) {
      endpoints.set(`${endpoint.method} ${endpoint.path}`, endpoint);
    }
  }
  return endpoints;
}

describe('endpoints declared in the contracts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('are exactly the routes of the API, with the same schemas', () => {
    const declared = declaredEndpoints();
    const routes = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]));
    expect([...routes.keys()].sort()).toEqual([...declared.keys()].sort());
    for (const [key, route] of routes) {
      const endpoint = declared.get(key)!;
      expect(route.schema?.querystring, `${key} query`).toBe(endpoint.query);
      expect(route.schema?.body, `${key} body`).toBe(endpoint.body);
    }
  });
});
