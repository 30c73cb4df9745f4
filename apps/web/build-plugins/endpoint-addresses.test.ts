import { describe, expect, it } from 'vitest';
import * as auth from '@quimia/contracts/endpoints/auth';
import * as catalog from '@quimia/contracts/endpoints/catalog';
import * as contact from '@quimia/contracts/endpoints/contact';
import * as formulas from '@quimia/contracts/endpoints/formulas';
import * as platform from '@quimia/contracts/endpoints/platform';
import { endpointAddresses } from './endpoint-addresses';

const areas = { auth, catalog, contact, formulas, platform };

describe('endpoint addresses (what the browser gets of the contracts)', () => {
  it('keep every endpoint group of an area, each endpoint without its schemas', () => {
    for (const area of Object.values(areas)) {
      const groups = endpointAddresses(area);
      const declared = Object.entries(area).filter(([name]) => name.endsWith('Endpoints'));
      expect(Object.keys(groups).sort()).toEqual(declared.map(([name]) => name).sort());
      for (const [name, group] of declared) {
        for (const [key, endpoint] of Object.entries(group)) {
          const {
            query: _query,
            body: _body,
            response: _response,
            ...address
          } = endpoint as Record<string, unknown>;
          expect(groups[name]?.[key]).toEqual(address);
        }
      }
    }
  });

  it('write the method, path and flags a call needs', () => {
    const { catalogEndpoints, uploadEndpoints } = endpointAddresses(catalog);
    expect(catalogEndpoints?.list).toEqual({ method: 'GET', path: '/api/producto/lista' });
    expect(catalogEndpoints?.save).toEqual({
      method: 'POST',
      path: '/api/producto/guardar',
      status: [200, 201],
    });
    expect(uploadEndpoints?.uploadImage).toEqual({
      method: 'POST',
      path: '/api/uploads/subirImagen',
      upload: true,
      status: 201,
    });
    // A schema exported beside the groups stays on the server.
    expect(endpointAddresses(auth)).not.toHaveProperty('userResponseSchema');
  });
});
