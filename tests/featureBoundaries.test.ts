import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ruleMessages } from './lint';

const featureErrors = (file: string, source: string) =>
  ruleMessages('import-x/no-restricted-paths', file, source);

describe('the feature-boundary lint rule (bulletproof-react: features do not import each other)', () => {
  it.each([
    ['app/src/features/shop/x.ts', "import { a } from '../awards/AwardScreen';", 'shop', 'awards'],
    [
      'app/src/features/shop/x.ts',
      "import { a } from '../../features/awards/preselect';",
      'shop',
      'awards',
    ],
    [
      'app/src/features/shop/nested/x.ts',
      "import { a } from '../../reports/reportFiles';",
      'shop',
      'reports',
    ],
    [
      'app/src/features/home/x.tsx',
      "export { a } from '../recognition/GetToKnowScreen';",
      'home',
      'recognition',
    ],
    ['app/src/features/home/x.tsx', "export * from '../profile/ProfileScreen';", 'home', 'profile'],
    [
      'app/src/features/home/x.tsx',
      "export const a = () => import('../shop/ShopScreen');",
      'home',
      'shop',
    ],
  ])('refuses in %s: %s', async (file, source, from, to) => {
    const errors = await featureErrors(file, `${source}\nexport const used = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`/${to}/`);
    expect(errors[0]).toContain(
      `app/src/features/${from} imports another feature: features do not import each other`,
    );
  });

  it('refuses a feature in app/src/shared: shared code flows one way', async () => {
    const errors = await featureErrors(
      'app/src/shared/x.ts',
      "import { a } from '../features/awards/preselect';\nexport const used = [a];\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('app/src/shared imports a feature');
  });

  it.each([
    ['app/src/features/shop/x.ts', "import { a } from './lastCategory';"],
    ['app/src/features/shop/nested/x.ts', "import { a } from '../lastCategory';"],
    ['app/src/features/shop/x.ts', "import { a } from '../../shared/api';"],
    ['app/src/features/shop/x.ts', "import { a } from '@plaudit/domain';"],
    ['app/src/app/routes.tsx', "import { a } from '../features/shop/ShopScreen';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await featureErrors(file, `${source}\nexport const used = [a];\n`)).toEqual([]);
  });
});

describe('the import-cycle lint rule', () => {
  // Two modules of a folder that import each other, written where the app's sources are linted.
  const folder = mkdtempSync(
    join(new URL('../app/src/shared/', import.meta.url).pathname, 'cycle-'),
  );
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses modules that import each other, and not one that imports a type back', async () => {
    writeFileSync(join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    writeFileSync(
      join(folder, 'c.ts'),
      "import type { A } from './a';\nexport const c = (x: A) => x;\n",
    );
    const errors = (source: string) =>
      ruleMessages('import-x/no-cycle', join(folder, 'a.ts'), source);
    writeFileSync(join(folder, 'a.ts'), '');
    expect(
      await errors("import { b } from './b';\nexport const a = () => b;\nexport type A = 1;\n"),
    ).toEqual(['Dependency cycle detected']);
    expect(
      await errors("import { c } from './c';\nexport const a = c;\nexport type A = 1;\n"),
    ).toEqual([]);
  });
});
