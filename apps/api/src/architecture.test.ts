import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleGraph } from './test/module-graph';

// The import rules of eslint.config.js (docs/decisions/0005-module-shape.md and 0008-layers.md),
// checked on made-up files: a rule that silently stopped matching would let the modules grow into
// each other again. The module graph itself is counted from the sources.
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
      'apps/api/src/modules/formula-quotes/fake.ts',
      "export { findFormulaRow } from '../formulas/formula-queries';\n",
    );
    expect(problems).toEqual([expect.stringContaining("only through that one's index.ts")]);
  });

  it("refuses a module importing another module's routes", async () => {
    const problems = await importProblems(
      'apps/api/src/modules/formula-quotes/fake.ts',
      "export { default } from '../formulas/formula-routes';\n",
    );
    expect(problems).toEqual([expect.stringContaining("only through that one's index.ts")]);
  });

  it('refuses a module using a module its list does not name, even through its index.ts', async () => {
    const problems = await importProblems(
      'apps/api/src/modules/formulas/fake.ts',
      "export { findProductRow } from '../catalog';\n",
    );
    expect(problems).toEqual([expect.stringContaining('only the modules apiModuleUses lists')]);
  });

  it('refuses a module importing a flow', async () => {
    const problems = await importProblems(
      'apps/api/src/modules/orders/fake.ts',
      "export { acceptQuotation } from '../../flows/quotation-order';\n",
    );
    expect(problems).toEqual([expect.stringContaining('A module never imports a flow')]);
  });

  it("refuses a flow importing a module's file instead of its index.ts", async () => {
    const problems = await importProblems(
      'apps/api/src/flows/metrics/fake.ts',
      "export { listParties } from '../../modules/consultas/queries/party-queries';\n",
    );
    expect(problems).toEqual([expect.stringContaining("only through that one's index.ts")]);
  });

  it('refuses an index.ts that exports its routes', async () => {
    for (const [folder, routes] of [
      ['modules/catalog', 'product-routes'],
      ['flows/metrics', 'metric-routes'],
    ]) {
      const problems = await importProblems(
        `apps/api/src/${folder}/index.ts`,
        `export { default as routes } from './${routes}';\n`,
      );
      expect(problems).toEqual([expect.stringContaining('never its routes')]);
    }
  });

  it('refuses the kernel importing a module or a flow, even through its index.ts', async () => {
    for (const from of ['../modules/catalog', '../flows/metrics']) {
      const problems = await importProblems(
        'apps/api/src/lib/fake.ts',
        `export { anything } from '${from}';\n`,
      );
      expect(problems).toEqual([expect.stringContaining('The kernel (db, lib, plugins)')]);
    }
  });

  it("refuses the app's wiring reaching past a flow's index.ts and routes", async () => {
    const problems = await importProblems(
      'apps/api/src/app.ts',
      "export { statusCounts } from './flows/metrics/metrics-queries';\n",
    );
    expect(problems).toEqual([expect.stringContaining("The app's wiring")]);
  });

  it('accepts a module using a listed module and the kernel, and a flow using any module', async () => {
    const moduleProblems = await importProblems(
      'apps/api/src/modules/formulas/fake.ts',
      [
        "export { publicUrl } from '../uploads';",
        "export { notFound } from '../../lib/errors';",
        "export { cacheTags } from '../../plugins/app/public-cache';",
        '',
      ].join('\n'),
    );
    const flowProblems = await importProblems(
      'apps/api/src/flows/metrics/fake.ts',
      [
        "export { catalogQueries } from '../../modules/catalog';",
        "export { listParties } from '../../modules/consultas';",
        "export { acceptQuotation } from '../quotation-order';",
        '',
      ].join('\n'),
    );
    expect([...moduleProblems, ...flowProblems]).toEqual([]);
  });
});

describe('the module graph', () => {
  const apiSrc = `${root}apps/api/src/`;
  const graph = moduleGraph(apiSrc);

  it('uses only the modules eslint.config.js lists, and every listed use is real', async () => {
    const configPath = `${root}eslint.config.js`;
    const { apiModuleUses } = (await import(configPath)) as {
      apiModuleUses: Record<string, string[]>;
    };
    const listed = Object.entries(apiModuleUses)
      .flatMap(([module, uses]) => uses.map((used) => `${module} → ${used}`))
      .sort();
    expect(graph.edges).toEqual(listed);
  });

  it('stays as flat as the layers decision records: few edges, short chains', () => {
    const record = readFileSync(`${root}docs/decisions/0008-layers.md`, 'utf8');
    const recorded = record.match(/(\d+) module→module edges, the longest chain (\d+) modules/);
    expect(recorded, 'the decision record states the counts').not.toBeNull();
    expect({ edges: graph.edges.length, chain: graph.longestChain.length }).toEqual({
      edges: Number(recorded![1]),
      chain: Number(recorded![2]),
    });
    expect(graph.edges.length).toBeLessThanOrEqual(15);
    expect(graph.longestChain.length).toBeLessThanOrEqual(3);
  });
});
