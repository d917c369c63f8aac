import { sassPlugin } from 'esbuild-sass-plugin';
import { defineConfig, type Options } from 'tsup';

/** Builds the publishable packages (domain, api, ui) from their sources into each package's dist/. */
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
  dts: { compilerOptions: { composite: false, customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  ...extra,
});

export default defineConfig([
  pkg('domain', { index: 'src/index.ts' }),
  pkg('api', { index: 'src/index.ts', mocks: 'src/mocks/index.ts' }),
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
]);
