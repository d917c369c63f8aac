import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import {
  areaOfNamespace,
  firstMessageKeys,
  firstWords,
  wordNamespace,
} from '../scripts/catalogueAreas.ts';
import { checkCatalogueAreas, stripMessageSources } from '../scripts/messageSources.ts';
import { sourceConditions } from '../vitest.shared.ts';
import { brands, pickBrand } from './src/app/brand.ts';
import { brandMark } from './src/pwa/brandMarks.ts';
import { pwaIconBase, pwaIcons, webAppManifest } from './src/pwa/manifest.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router 7 publishes a production build beside its development one, but its package exports name
 * only the development one (remix-run/react-router#12532, #14102), whose warnings and their texts would
 * ship to members. A production build of the portal takes the production files.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production',
);

/**
 * React Router's production module names each component and context at its top level
 * (`Link.displayName = 'Link'`) and makes them with calls it does not mark pure: to a bundler those are
 * side effects, so every component of the library stays in the portal whether it is used or not (data
 * routers, forms, fetchers, scroll restoration, about 4 KB gzipped on every first load). This drops the
 * names (only React's developer tools read them) and marks those calls pure, so what the portal does not
 * use is left out. A build that finds no such module says so, rather than quietly shipping it all again.
 */
function reactRouterTreeShaking(): Plugin {
  const productionChunk = /react-router\/dist\/production\/chunk-[^/]+\.mjs$/;
  let found = false;
  return {
    name: 'plaudit-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!productionChunk.test(id)) return null;
      found = true;
      const trimmed = code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:createContext|forwardRef|memo)\()/g, '= /* @__PURE__ */ $1');
      // Every line stays where it was, so the module's own source map still holds.
      return { code: trimmed, map: null };
    },
    buildEnd() {
      if (!found) this.warn("React Router's production module was not found: nothing was trimmed");
    },
  };
}

/**
 * The messages reach the browser precompiled to ICU ASTs (npm run i18n -- compile; one catalogue chunk per
 * language, only the chosen one loaded), so the ICU parser that intl-messageformat imports never runs
 * there: a production build takes the parser package's no-parser module (its types and helpers without
 * the parser), as react-intl's guide does. A message left as text with arguments would then throw, which
 * the catalogue check (every message in every shipped language) rules out.
 *
 * The no-parser module is resolved from the importer, so it is the one of the very parser copy
 * intl-messageformat would load: resolved from the app, an alias found the old CommonJS parser that
 * Lighthouse's intl-messageformat 10 brings, whose requires pulled all of tslib (and the manipulator)
 * into Hello's first load (about 5 KB gzipped).
 */
function icuParserWithoutParser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return {
    name: 'plaudit-icu-no-parser',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== parser) return null;
      const resolved = await this.resolve(`${parser}/no-parser.js`, importer, {
        ...options,
        skipSelf: true,
      });
      if (!resolved) this.error(`${parser}/no-parser.js is not found from ${String(importer)}`);
      return resolved;
    },
  };
}

const storeToolkitFile = 'redux-toolkit.legacy-esm.js';
const storeToolkitModule = /[\\/]redux-toolkit\.legacy-esm\.js$/;
/** The libraries the toolkit imports for RTK Query alone (createSlice's Immer, createSelector's Reselect). */
const memberOnlyLibraries = /[\\/]node_modules[\\/](immer|reselect)[\\/]/;

/**
 * The store (src/app/store.ts) is made with Redux Toolkit's configureStore, combineSlices and
 * createDynamicMiddleware, which live in the toolkit's one module beside createSlice, createAsyncThunk and
 * the rest that RTK Query uses with Immer and Reselect. A module lives in one chunk: imported by Hello's
 * store, that module would bring all of them into Hello's first load (22 KB gzipped) rather than into the
 * member chunk with RTK Query. The store alone takes the same code from the toolkit's other ES module file
 * (legacy-esm), so each chunk keeps only the toolkit's functions it uses.
 */
function storeToolkit(): Plugin {
  const legacyEsm = join(
    dirname(createRequire(import.meta.url).resolve('@reduxjs/toolkit/package.json')),
    'dist',
    storeToolkitFile,
  );
  const store = /[\\/]app[\\/]src[\\/]app[\\/]store\.ts$/;
  return {
    name: 'plaudit-store-toolkit',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@reduxjs/toolkit' && importer && store.test(importer) ? legacyEsm : null;
    },
  };
}

/** The boot script and the one module it imports: they stay out of the portal's chunk. */
const bootModules = /[\\/]src[\\/](boot|app[\\/]memberBoot)\.ts$/;

/** The modules every member screen needs besides the portal's own code (see src/app/memberBoot.ts). */
const memberShell = [
  '/src/app/Chrome.tsx',
  '/src/app/memberData.tsx',
  '/src/shared/apiInjection.ts',
  '/src/app/client.ts',
];

/**
 * Screens whose code the boot script fetches with the member shell's when the page is opened at their
 * address (memberBoot.ts: routeCodeListId). Insights: an administrator's page of charts, whose code
 * otherwise waited for the portal to run and route before it was asked for.
 */
const routeScreens: Record<string, string> = {
  '/admin/insights': '/src/features/console/InsightsScreen.tsx',
};

/**
 * The member shell's own modules and the libraries only they bring (RTK Query, Immer, zod, the api package):
 * one chunk, not the ten that automatic splitting makes of them, so a member's first page makes fewer
 * requests (Home's Lighthouse median 93 -> 95 over 15 runs each, interleaved). What they share with
 * Hello's form (the domain's field limits) stays out of it, or Hello would load it all. The insights'
 * RTK endpoints stay with the administrators' insights screen; the names their answers carry
 * (domain's insightsWire) are the contract's, so they live here rather than in a chunk of their own.
 */
const memberShellModules =
  /[\\/](app[\\/]src[\\/](app[\\/](Chrome|memberData|client)\.tsx?|shared[\\/]apiInjection\.ts)|packages[\\/]api[\\/]src[\\/](?!rtk[\\/]insights\.ts$).*|packages[\\/]domain[\\/]src[\\/]insightsWire\.ts|node_modules[\\/](@reduxjs[\\/]toolkit|immer|reselect|zod)[\\/].*)$/;

/**
 * The boot script (src/boot.ts) is an entry of its own, first in the page and async, so it runs as soon
 * as it arrives (Vite would merge a second script of index.html into the portal's own). The page also
 * lists for it the files of the member shell and everything they import that the page does not load
 * already, as JSON (data, not script).
 */
const bootScript: Plugin = {
  name: 'plaudit-boot-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const chunks = new Map(
        Object.values(bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      const boot = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'boot');
      if (!boot) throw new Error('The build has no boot script');
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const id of memberShell) {
        const chunk = [...chunks.values()].find((c) => c.moduleIds.some((m) => m.endsWith(id)));
        if (!chunk) throw new Error(`The build has no chunk for ${id}`);
        visit(chunk.fileName);
      }
      const list = [...files].filter((file) => !html.includes(`/${file}"`));
      const shell = new Set(files);
      const routes = Object.fromEntries(
        Object.entries(routeScreens).map(([path, id]) => {
          files.clear();
          const chunk = [...chunks.values()].find((c) => c.moduleIds.some((m) => m.endsWith(id)));
          if (!chunk) throw new Error(`The build has no chunk for ${id}`);
          visit(chunk.fileName);
          return [path, [...files].filter((f) => !shell.has(f) && !html.includes(`/${f}"`))];
        }),
      );
      return html.replace(
        '</title>',
        `</title>
    <script type="module" async crossorigin src="/${boot.fileName}"></script>
    <script type="application/json" id="plaudit-member-code">${JSON.stringify(list)}</script>
    <script type="application/json" id="plaudit-route-code">${JSON.stringify(routes)}</script>`,
      );
    },
  },
};

/**
 * The code loaders that bring the screens' part of the catalogue with their code (lazy.tsx's loadOnce):
 * each screen's (screens.ts), the member shell's (layout.tsx: the header, the member's data and its
 * dialogs) and the api's (shared/api.ts).
 */
const screenLoaders = /[\\/]app[\\/]src[\\/]app[\\/]screens\.ts$/;
const shellLoaders = /[\\/]app[\\/]src[\\/]app[\\/]layout\.tsx$/;
const shellModules =
  /[\\/]app[\\/]src[\\/]app[\\/](Chrome|memberData|MemberDataError|AccessDenied)\.tsx$/;
/**
 * The api's code: it loads with the screens' part of the catalogue (shared/api.ts: loadApi), and the api
 * client's (lazyClient.ts, preloaded by preload.ts) and the login call's (login.ts, which Hello loads)
 * run only through that api, once it has arrived.
 */
const apiCode =
  /[\\/]app[\\/]src[\\/](shared[\\/]apiInjection\.ts|app[\\/]client\.ts|features[\\/]auth[\\/]login\.ts)$/;
/**
 * React Aria's strings in our languages: they load once the screens' code has (lazy.tsx:
 * followAriaStrings), with the screens' part of the catalogue, since the first screen shows none.
 */
const ariaStringsCode = /[\\/]packages[\\/]ui[\\/]src[\\/]theme[\\/]ariaStrings\.ts$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The brand's theme applies from the first paint, before any script runs, and the page is the brand's
 * programme's from the first byte: its name is the tab's title and its sentence the page's description
 * (the portal then names each screen in the title: layout.tsx).
 */
const brandedHtml: Plugin = {
  name: 'plaudit-branded-html',
  transformIndexHtml(html) {
    const brand = pickBrand(process.env.VITE_BRAND);
    const { brandName, summary } = brands[brand];
    const parts = [
      ['<html lang="en">', `<html lang="en" data-brand="${brand}">`],
      [/<title>[^<]*<\/title>/, `<title>${escapeHtml(brandName)}</title>`],
      [/(?<=<meta\s+name="description"\s+content=")[^"]*/, escapeHtml(summary)],
    ] as const;
    return parts.reduce((page, [from, to]) => {
      const next = page.replace(from, () => to);
      if (next === page) throw new Error(`index.html has no ${String(from)} to brand`);
      return next;
    }, html);
  },
};

/**
 * The built brand's web app manifest and home-screen icons (drawn by scripts/pwa-icons.mjs), served at
 * /manifest.webmanifest and /icons/ (by the dev server too) and linked from the page with the brand's
 * theme colour.
 */
function pwaManifest(): Plugin {
  const brand = pickBrand(process.env.VITE_BRAND);
  const mark = brandMark(brand, new URL('../packages/ui/src/theme/brands.scss', import.meta.url));
  const manifest = JSON.stringify(webAppManifest(brand, brands[brand], mark), null, 2);
  const icon = (file: string) =>
    readFileSync(new URL(`./pwa-icons/${brand}/${file}`, import.meta.url));
  return {
    name: 'plaudit-pwa-manifest',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const file = pwaIcons.find((i) => path === `${pwaIconBase}${i.file}`)?.file;
        if (path === '/manifest.webmanifest') {
          response.setHeader('Content-Type', 'application/manifest+json');
          response.end(manifest);
        } else if (file) {
          response.setHeader('Content-Type', 'image/png');
          response.end(icon(file));
        } else next();
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifest });
      for (const { file } of pwaIcons)
        this.emitFile({
          type: 'asset',
          fileName: `${pwaIconBase.slice(1)}${file}`,
          source: icon(file),
        });
    },
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'manifest', href: '/manifest.webmanifest' },
          injectTo: 'head',
        },
        { tag: 'meta', attrs: { name: 'theme-color', content: mark.header }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${pwaIconBase}icon-192.png` },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * The precache is the app shell alone: the page (which the worker answers every address of the portal
 * with), what it loads itself and lists for the member shell (bootScript), the first part of each
 * language's words, the logout screen, the installed portal's notices, the manifest and icons. A screen's code is kept when the page first loads it (the
 * worker's runtime cache), so installing never downloads screens the member does not open (the
 * administrators' console, other languages' screens): about 150 KB gzipped, not 520.
 */
const appShellOnly: ManifestTransform = (entries) => {
  // Less the administrators' insights, which the page lists for its own address only.
  const page = readFileSync(new URL('./dist/index.html', import.meta.url), 'utf8').replace(
    /<script type="application\/json" id="plaudit-route-code">.*?<\/script>/s,
    '',
  );
  const shell = (url: string) =>
    url === 'index.html' ||
    url === 'manifest.webmanifest' ||
    url === 'favicon.svg' ||
    url.startsWith(pwaIconBase.slice(1)) ||
    /^assets\/(?:en|af|zu|xh)-first-[\w-]+\.js$/.test(url) ||
    // Logging out works offline too, and clears what was kept of the member; the offline notice and
    // the new-version prompt load when first needed (src/pwa/Installed.tsx), offline the first time.
    /^assets\/(?:LogoutScreen|notices)-[\w-]+\.(?:js|css)$/.test(url) ||
    page.includes(url);
  return { manifest: entries.filter((entry) => shell(entry.url)), warnings: [] };
};

export default defineConfig(({ command }) => ({
  ...sourceConditions,
  resolve: {
    ...sourceConditions.resolve,
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterProduction, 'index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: join(reactRouterProduction, 'dom-export.mjs'),
            },
          ]
        : [],
  },
  plugins: [
    react(),
    brandedHtml,
    pwaManifest(),
    reactRouterTreeShaking(),
    storeToolkit(),
    icuParserWithoutParser(),
    bootScript,
    stripMessageSources(),
    // The service worker (src/pwa/sw.ts), built with the precache list of the whole build: every page
    // opens without a connection. The page registers it itself (src/pwa/register.ts), after loading, and
    // the manifest is pwaManifest's.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['sw.js'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        manifestTransforms: [appShellOnly],
      },
      devOptions: { enabled: false },
    }),
    checkCatalogueAreas({
      areaOf: areaOfNamespace,
      words: { namespace: wordNamespace, first: firstWords },
      firstKeys: firstMessageKeys,
      loadsWithScreens: (importer, imported) =>
        screenLoaders.test(importer) ||
        (shellLoaders.test(importer) && shellModules.test(imported)) ||
        apiCode.test(imported) ||
        ariaStringsCode.test(imported),
    }),
  ],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      input: { index: 'index.html', boot: 'src/boot.ts' },
      // Every module the first screen needs in one chunk rather than the dozen that automatic splitting
      // makes of it: fewer requests, and better compression (Hello loads 3.5 KB gz less); the member
      // shell's in another (memberShellModules).
      output: {
        codeSplitting: {
          groups: [
            {
              // Before the index group, which would otherwise take them in with the toolkit module the
              // store imports (storeToolkit), though only RTK Query's code runs them.
              name: 'member-libraries',
              test: (id: string) => memberOnlyLibraries.test(id),
              priority: 2,
            },
            {
              name: 'index',
              tags: ['$initial'],
              test: (id: string) => !bootModules.test(id),
              priority: 1,
            },
            {
              name: 'member',
              test: (id: string) => memberShellModules.test(id) && !storeToolkitModule.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/profilepic': apiTarget,
      '/dev': apiTarget,
      '/adverts': apiTarget,
    },
  },
}));
