import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules of eslint.config.js (docs/decisions/0005-module-shape.md), checked on made-up
// files: a rule that silently stopped matching would let the modules grow into each other again.
const root = fileURLToPath(new URL('../../../', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The import rules' complaints about `code` as if it were the file at `path` (from the root). */
async function importProblems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => message.message);
}

describe('import rules of the API', () => {
  it("refuses a module importing another module's file instead of its index.ts", async () => {
    const problems = await importProblems(
      'apps/api/src/modules/formulas/fake.ts',
      "export { findProductRow } from '../catalog/product-queries';\n",
    );
    expect(problems).toEqual([expect.stringContaining("only through that module's index.ts")]);
  });

  it("refuses a module importing another module's routes", async () => {
    const problems = await importProblems(
      'apps/api/src/modules/formulas/fake.ts',
      "export { default } from '../catalog/product-routes';\n",
    );
    expect(problems).toEqual([expect.stringContaining("only through that module's index.ts")]);
  });

  it('refuses an index.ts that exports its routes', async () => {
    const problems = await importProblems(
      'apps/api/src/modules/catalog/index.ts',
      "export { default as productRoutes } from './product-routes';\n",
    );
    expect(problems).toEqual([expect.stringContaining('never its routes')]);
  });

  it('refuses the kernel importing a module, even through its index.ts', async () => {
    const problems = await importProblems(
      'apps/api/src/lib/fake.ts',
      "export { catalogQueries } from '../modules/catalog';\n",
    );
    expect(problems).toEqual([expect.stringContaining('The kernel (db, lib, plugins)')]);
  });

  it("accepts a module importing another module's index.ts and the kernel", async () => {
    const problems = await importProblems(
      'apps/api/src/modules/formulas/fake.ts',
      [
        "export { findProductRow } from '../catalog';",
        "export { notFound } from '../../lib/errors';",
        "export { cacheTags } from '../../plugins/app/public-cache';",
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });
});
