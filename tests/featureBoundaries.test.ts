import { describe, expect, it } from 'vitest';
import { ruleMessages } from './lint';

const featureErrors = (file: string, source: string) =>
  ruleMessages('plaudit/feature-boundaries', file, source);

describe('the feature-boundary lint rule (bulletproof-react: features do not import each other)', () => {
  it.each([
    ['app/src/features/shop/x.ts', "import { a } from '../awards/AwardScreen';", 'awards'],
    [
      'app/src/features/shop/x.ts',
      "import { a } from '../../features/awards/preselect';",
      'awards',
    ],
    [
      'app/src/features/shop/nested/x.ts',
      "import { a } from '../../reports/reportFiles';",
      'reports',
    ],
    [
      'app/src/features/home/x.tsx',
      "export { a } from '../recognition/GetToKnowScreen';",
      'recognition',
    ],
    ['app/src/features/home/x.tsx', "export * from '../profile/ProfileScreen';", 'profile'],
    ['app/src/features/home/x.tsx', "export const a = () => import('../shop/ShopScreen');", 'shop'],
  ])('refuses in %s: %s', async (file, source, to) => {
    const errors = await featureErrors(file, `${source}\nexport const used = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      `imports app/src/features/${to}: features do not import each other`,
    );
  });

  it.each([
    ['app/src/features/shop/x.ts', "import { a } from './lastCategory';"],
    ['app/src/features/shop/nested/x.ts', "import { a } from '../lastCategory';"],
    ['app/src/features/shop/x.ts', "import { a } from '../../shared/api';"],
    ['app/src/features/shop/x.ts', "import { a } from '@plaudit/domain';"],
    ['app/src/app/routes.tsx', "import { a } from '../features/shop/ShopScreen';"],
    ['app/src/shared/x.ts', "import { a } from '../features/awards/preselect';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await featureErrors(file, `${source}\nexport const used = [a];\n`)).toEqual([]);
  });
});
