import { runnerImport, type Plugin } from 'vite';

const SUBPATH = '@quimia/contracts/endpoints/';
const VIRTUAL_PREFIX = '\0endpoint-addresses:';

/** What the browser keeps of an endpoint: all but its schemas (method, path, status, flags). */
export type EndpointAddress = Record<string, string | number | boolean | readonly number[]>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSchema(value: unknown): boolean {
  return isPlainObject(value) && '_zod' in value;
}

function isEndpoint(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && typeof value.method === 'string' && typeof value.path === 'string';
}

function isAddressValue(value: unknown): value is EndpointAddress[string] {
  return (
    ['string', 'number', 'boolean'].includes(typeof value) ||
    (Array.isArray(value) && value.every((item) => typeof item === 'number'))
  );
}

function addressOf(endpoint: Record<string, unknown>, name: string): EndpointAddress {
  const address: EndpointAddress = {};
  for (const [field, value] of Object.entries(endpoint)) {
    if (isSchema(value)) continue;
    if (!isAddressValue(value)) {
      throw new Error(`endpoint-addresses: ${name}.${field} is neither a schema nor data`);
    }
    address[field] = value;
  }
  return address;
}

/**
 * The endpoint groups an area module exports (`catalogEndpoints`…), each endpoint without its
 * schemas. Other exports (a schema declared beside the groups) are left out.
 */
export function endpointAddresses(
  exports: Record<string, unknown>,
): Record<string, Record<string, EndpointAddress>> {
  const groups: Record<string, Record<string, EndpointAddress>> = {};
  for (const [name, group] of Object.entries(exports)) {
    const endpoints = isPlainObject(group) ? Object.entries(group) : [];
    if (endpoints.length === 0) continue;
    const addresses: Record<string, EndpointAddress> = {};
    for (const [key, endpoint] of endpoints) {
      if (!isEndpoint(endpoint)) break;
      addresses[key] = addressOf(endpoint, `${name}.${key}`);
    }
    if (Object.keys(addresses).length === endpoints.length) groups[name] = addresses;
  }
  return groups;
}

/**
 * In the browser, `@quimia/contracts/endpoints/<area>` is its endpoints without their zod
 * schemas. A call needs only the method and the path; the schemas would bring zod into the
 * storefront's first download (about 25 KB of its 200 KB budget). Types still come from the
 * contracts, and the server renderer and the tests load the declarations themselves.
 */
export function endpointAddressesPlugin(): Plugin {
  let root = '';
  return {
    name: 'quimia:endpoint-addresses',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, _importer, options) {
      if (options.ssr || !source.startsWith(SUBPATH)) return null;
      return `${VIRTUAL_PREFIX}${source.slice(SUBPATH.length)}`;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const source = `${SUBPATH}${id.slice(VIRTUAL_PREFIX.length)}`;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(source, {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      for (const file of dependencies) this.addWatchFile(file);
      return Object.entries(endpointAddresses(module))
        .map(([name, group]) => `export const ${name} = ${JSON.stringify(group)};`)
        .join('\n');
    },
  };
}
