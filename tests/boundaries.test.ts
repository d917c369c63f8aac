import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lint';

const importErrors = (file: string, source: string) =>
  ruleMessages('no-restricted-imports', file, source);

describe('the import-boundary lint rule', () => {
  it.each([
    [
      'packages/domain/src/x.ts',
      "import { api } from '@plaudit/api';",
      'packages/domain depends on no other workspace.',
    ],
    [
      'packages/ui/src/x.ts',
      "import { client } from '@plaudit/api';",
      'packages/ui depends on packages/domain only',
    ],
    [
      'packages/ui/src/x.ts',
      "import { useNavigate } from 'react-router-dom';",
      'packages/ui depends on packages/domain only',
    ],
    [
      'packages/api/src/x.ts',
      "import { Button } from '@plaudit/ui';",
      'packages/api depends on packages/domain only.',
    ],
    [
      'server/src/x.ts',
      "import { App } from '@plaudit/app';",
      'server depends on packages/domain and packages/api only.',
    ],
    [
      'server/src/x.ts',
      "import { plauditApi } from '@plaudit/api';",
      'server imports @plaudit/api/contract only',
    ],
    [
      'server/src/x.ts',
      "import { scenarios } from '@plaudit/api/testing';",
      'the testing entry holds demo passwords',
    ],
    [
      'server/src/x.ts',
      "import { App } from '@plaudit/app';",
      'server depends on packages/domain and packages/api only.',
    ],
    [
      'packages/api/src/x.ts',
      "import { rules } from '../../domain/src/rules';",
      'by its package name',
    ],
    ['server/src/shop/routes.ts', "import { eq } from 'drizzle-orm';", 'only registers calls'],
    [
      'server/src/shop/routes.ts',
      "import { inTransaction } from '../db/transaction.ts';",
      'only registers calls',
    ],
    [
      'server/src/shop/routes.ts',
      "import { plauditApi } from '@plaudit/api';",
      'server imports @plaudit/api/contract only',
    ],
  ])('refuses a wrong import in %s: %s', async (file, source, message) => {
    const errors = await importErrors(
      file,
      `${source}\nexport const used = [${source.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(errors.join('\n')).toContain(message);
  });

  it.each([
    ['packages/api/src/x.ts', "import { fieldLimits } from '@plaudit/domain';"],
    ['packages/ui/src/x.ts', "import { fieldLimits } from '@plaudit/domain';"],
    ['server/src/x.ts', "import { contract } from '@plaudit/api/contract';"],
    ['server/test/x.ts', "import { scenarios } from '@plaudit/api/testing';"],
  ])('allows the layering of DESIGN.md in %s: %s', async (file, source) => {
    const errors = await importErrors(
      file,
      `${source}\nexport const used = [${source.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(errors).toEqual([]);
  });

  it('refuses a transaction in a routes.ts, not in its services', async () => {
    const source =
      'export const run = (db: { transaction: (f: () => void) => void }) => db.transaction(() => undefined);\n';
    expect(await ruleMessages('no-restricted-syntax', 'server/src/shop/routes.ts', source)).toEqual(
      [expect.stringContaining('only registers calls')],
    );
    expect(
      await ruleMessages('no-restricted-syntax', 'server/src/shop/services.ts', source),
    ).toEqual([]);
  });
});
