import { readFileSync } from 'node:fs';
import { sassPlugin } from 'esbuild-sass-plugin';
import { defineConfig, type Options } from 'tsup';

/** A package's own dependencies and peers stay imports (tsup by itself reads only the root package.json). */
const externalsOf = (name: string): string[] => {
  const manifest = JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ];
};

/** Builds the publishable packages (domain, api, ui, portal) from their sources into each package's dist/. */
const pkg = (
  name: string,
  entry: Record<string, string>,
  extra: Partial<Options> = {},
): Options => ({
  name,
  entry: Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, `packages/${name}/${v}`])),
  outDir: `packages/${name}/dist`,
  tsconfig: `packages/${name}/tsconfig.json`,
  format: ['esm'],
  dts: {
    compilerOptions: { composite: false, customConditions: [], rootDir: `packages/${name}/src` },
  },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: externalsOf(name),
  ...extra,
});

const packages = [
  pkg('domain', {
    index: 'src/index.ts',
    'i18n/all': 'src/i18n/all.ts',
    'i18n/compile': 'src/i18n/compile.ts',
  }),
  pkg('api', {
    index: 'src/index.ts',
    contract: 'src/contract-entry.ts',
    mocks: 'src/mocks/index.ts',
    testing: 'src/testing.ts',
  }),
  pkg(
    'ui',
    { index: 'src/index.ts' },
    {
      esbuildPlugins: [
        sassPlugin({ filter: /\.module\.scss$/, type: 'local-css' }),
        sassPlugin({ filter: /\.scss$/, type: 'css' }),
      ],
    },
  ),
  pkg('portal', {
    index: 'src/index.ts',
    session: 'src/session.ts',
    router: 'src/PortalRouter.tsx',
  }),
];

/**
 * PLAUDIT_PACKAGE=name builds one package: api's and ui's type declarations need domain's dist first (portal's all three), so
 * `npm run build` builds them in order.
 */
const only = process.env.PLAUDIT_PACKAGE;
export default defineConfig(only ? packages.filter((p) => p.name === only) : packages);
