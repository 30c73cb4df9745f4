import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The web app's imports go one way: shared code → features → app (bulletproof-react). A feature
// never imports another feature; the app layer (routes, layouts' wiring, providers) composes them.
// A business piece several features draw (a buyer's fields, a sale's figures, a product's image)
// is shared code too, kept apart from the generic UI of components/ in domain/<area>.
const webSrc = fileURLToPath(new URL('./apps/web/src/', import.meta.url));
const webFeatures = readdirSync(`${webSrc}features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webShared = ['api', 'components', 'config', 'domain', 'hooks', 'lib', 'locales', 'theme'];

// The web app takes endpoint groups from their area's subpath (`@quimia/contracts/endpoints/…`),
// which its build serves without the zod schemas; from the package's root they would bring zod.
const endpointsDir = new URL('./packages/contracts/src/endpoints/', import.meta.url);
const endpointGroups = readdirSync(endpointsDir).flatMap((file) =>
  [
    ...readFileSync(new URL(file, endpointsDir), 'utf8').matchAll(
      /^export const (\w+Endpoints)\b/gm,
    ),
  ].map((match) => match[1]),
);

// The API's imports go one way: the kernel (src/db, src/lib, src/plugins) → modules → flows →
// the app's wiring (app.ts, server.ts, src/test). A module or flow uses a module only through its
// index.ts, which never exports routes; a module uses only the modules listed here
// (docs/decisions/0008-layers.md, whose counts src/architecture.test.ts keeps true).
const apiSrc = fileURLToPath(new URL('./apps/api/src/', import.meta.url));
const foldersOf = (dir) =>
  readdirSync(`${apiSrc}${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const apiModules = foldersOf('modules');
const apiFlows = foldersOf('flows');

/** Which modules each module may use (through their index.ts); a module not named uses none. */
export const apiModuleUses = {
  auth: ['mail', 'users'],
  catalog: ['uploads'],
  company: ['uploads'],
  contact: ['quotations'],
  'formula-quotes': ['formulas', 'pricing'],
  formulas: ['uploads'],
  orders: ['catalog', 'inventory', 'mail', 'pricing'],
  quotations: ['mail', 'pricing'],
  users: ['mail'],
};

/** The import-x plugin, resolving imports as the app's tsconfig does (its `@/` alias included). */
function importRules(tsconfig) {
  return {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: fileURLToPath(new URL(tsconfig, import.meta.url)),
        }),
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...importRules('./apps/web/tsconfig.json'),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: webSrc,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: compose them in src/app.',
            })),
            {
              target: webShared.map((folder) => `./${folder}`),
              from: ['./features', './app'],
              message: 'Shared code does not import features or the app layer.',
            },
            {
              target: './features',
              from: './app',
              message: 'Features do not import the app layer.',
            },
            {
              // Outside its folder a feature is used through index.ts: what layouts and several
              // pages compose (guards, badges, hooks), kept light because whatever a layout imports
              // loads with every page. A screen one lazily loaded route draws has an entry of its
              // own in pages/: one barrel over all of a feature's screens would bring every screen
              // into each route's and layout's download (measured on users: +77 KB gzip on the back
              // office's layout), since their modules have effects the bundler cannot drop.
              target: ['./!(features)/**', './*.{ts,tsx}'],
              from: `${webSrc}features/**`,
              except: [`${webSrc}features/*/index.ts`, `${webSrc}features/*/pages/*.ts`],
              message:
                "Use a feature through its index.ts, or a page's entry in its pages/ folder.",
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@quimia/contracts',
              importNames: endpointGroups,
              allowTypeImports: true,
              message: 'Import endpoint groups from @quimia/contracts/endpoints/<area>.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ...importRules('./apps/api/tsconfig.json'),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: apiSrc,
          zones: [
            {
              // Its tests may build the whole app with the demo's fixture.
              target: './{db,lib,plugins}/**/!(*.test).ts',
              from: ['./modules', './flows'],
              message:
                'The kernel (db, lib, plugins) does not import modules or flows: they build on it.',
            },
            {
              target: './modules',
              from: './flows',
              message: 'A module never imports a flow: flows compose modules, not the reverse.',
            },
            ...[
              ...apiModules.map((name) => `modules/${name}`),
              ...apiFlows.map((name) => `flows/${name}`),
            ].map((folder) => ({
              target: `./${folder}`,
              from: ['./modules', './flows'],
              except: [
                `./${folder.split('/')[1]}`,
                ...apiModules.map((other) => `./${other}/index.ts`),
                ...apiFlows.map((other) => `./${other}/index.ts`),
              ].filter((path, index, all) => all.indexOf(path) === index),
              message: "A module or flow imports another one only through that one's index.ts.",
            })),
            ...apiModules.map((module) => ({
              target: `./modules/${module}`,
              from: apiModules
                .filter(
                  (other) => other !== module && !(apiModuleUses[module] ?? []).includes(other),
                )
                .map((other) => `./modules/${other}`),
              message:
                'A module uses only the modules apiModuleUses lists (eslint.config.js, decision 0008); work across more belongs in a flow.',
            })),
            {
              target: './{modules,flows}/*/index.ts',
              from: `${apiSrc}{modules,flows}/**/*-routes.ts`,
              message: 'A module or flow exports services, queries and types, never its routes.',
            },
            {
              target: ['./*.ts', './test'],
              from: [`${apiSrc}modules/**`, `${apiSrc}flows/**`],
              except: [
                `${apiSrc}modules/*/index.ts`,
                `${apiSrc}modules/*/*-routes.ts`,
                `${apiSrc}flows/*/index.ts`,
                `${apiSrc}flows/*/*-routes.ts`,
              ],
              message: "The app's wiring registers routes and uses a module's or flow's index.ts.",
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
