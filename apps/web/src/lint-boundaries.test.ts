import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration keeps the web app's imports one way: shared code →
// features → app. These cases show that it catches a wrong import and lets a right one through.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The cycle check walks the whole import graph: left out here, it has nothing to say of one file.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
});

/** The messages of the boundary rule for `code` as if it were the file at `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// Loading the configuration and TypeScript's parser takes a few seconds on a busy machine.
describe('import boundaries of the web app', { timeout: 30_000 }, () => {
  it('keep a feature from importing another feature', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/features/formulas/components/boundary-check.tsx',
      [
        "import { ProductListView } from '@/features/catalog';",
        "import { ContactView } from '../../contact';",
        'export const views = [ProductListView, ContactView];',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('A feature does not import another feature');
  });

  it('keep layouts and other shared code from importing features or the app', async () => {
    const fromLayout = await boundaryMessages(
      'apps/web/src/components/layouts/main/boundary-check.tsx',
      "import { LoginForm } from '@/features/auth/pages/sign-in-forms';\nexport const form = LoginForm;",
    );
    expect(fromLayout).toEqual([expect.stringContaining('Shared code does not import features')]);
    const fromLib = await boundaryMessages(
      'apps/web/src/lib/boundary-check.ts',
      "import { routeTree } from '@/app/route-tree';\nexport const tree = routeTree;",
    );
    expect(fromLib).toHaveLength(1);
    const fromDomain = await boundaryMessages(
      'apps/web/src/domain/sales/boundary-check.tsx',
      "import { useStaffQuotation } from '@/features/quotations';\nexport const read = useStaffQuotation;",
    );
    expect(fromDomain).toEqual([expect.stringContaining('Shared code does not import features')]);
  });

  it('keep features from importing the app', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/features/catalog/boundary-check.ts',
      "import { routeTree } from '@/app/route-tree';\nexport const tree = routeTree;",
    );
    expect(messages).toEqual([expect.stringContaining('Features do not import the app layer')]);
  });

  it('keep the app from reaching into a feature past its entries', async () => {
    const messages = await boundaryMessages(
      'apps/web/src/app/routes/dashboard/boundary-check.tsx',
      [
        "import { UserListView } from '@/features/users/components/user-list-view';",
        "import { useOrder } from '../../../features/orders/api/orders';",
        'export const used = [UserListView, useOrder];',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('Use a feature through its index.ts');
    const fromEntry = await boundaryMessages(
      'apps/web/src/entry-boundary-check.tsx',
      "import { LoginForm } from '@/features/auth/components/login-form';\nexport const form = LoginForm;",
    );
    expect(fromEntry).toEqual([expect.stringContaining('Use a feature through its index.ts')]);
  });

  it('let features use shared code and their own files, and the app compose features', async () => {
    const fromFeature = await boundaryMessages(
      'apps/web/src/features/formulas/components/boundary-check.tsx',
      [
        "import { WhatsappButton } from '@/components/support-chat';",
        "import { formatUsd } from '@/lib/format';",
        "import { useFormulas } from '../api/get-formulas';",
        'export const used = [WhatsappButton, formatUsd, useFormulas];',
      ].join('\n'),
    );
    expect(fromFeature).toEqual([]);
    const fromApp = await boundaryMessages(
      'apps/web/src/app/routes/boundary-check.tsx',
      [
        "import { ProductListView } from '@/features/catalog';",
        "import { FormulaListView } from '@/features/formulas';",
        "import { UserListView } from '@/features/users/pages/user-list-view';",
        "import { useOrder } from '../../features/orders';",
        'export const views = [ProductListView, FormulaListView, UserListView, useOrder];',
      ].join('\n'),
    );
    expect(fromApp).toEqual([]);
  });
});
