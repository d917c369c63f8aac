// Story tests: build Storybook, serve storybook-static on a free port, run the test-runner against it in
// Debian's Chromium (test-runner-jest.config.js), stop the server and exit with the runner's code.
// `--update-visual` rewrites the screenshot baselines; `--no-build` reuses an existing build (and skips
// the brand starter's check of the packed packages); `--pass=<brand>/<language>` runs only that pass (one
// or more, e.g. `--pass=petfood/xh`). Other arguments go to test-storybook, e.g. a story file to run
// alone: `npm run test:stories -- --no-build stories/ui/Header.stories.tsx`.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brandKeys, longestWordsLanguage } from './storybook-brands.mjs';

const root = path.resolve('storybook-static');
const args = process.argv.slice(2);
const ownFlags = new Set(['--update-visual', '--no-build']);
const runnerArgs = args.filter((a) => !ownFlags.has(a) && !a.startsWith('--pass='));
const chosenPasses = args
  .filter((a) => a.startsWith('--pass='))
  .map((a) => a.slice('--pass='.length));
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const run = (cmd, cmdArgs, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

if (!args.includes('--no-build')) {
  const built = await run('npx', [
    'storybook',
    'build',
    '--quiet',
    '--loglevel',
    'warn',
    '-o',
    root,
  ]);
  if (built !== 0) process.exit(built);
  // The packed packages, installed from their tarballs in examples/brand-starter outside the repo,
  // render a third brand on the page and in a modal, also beside the newest react-aria-components.
  const starter = await run('npx', ['tsx', 'scripts/brand-starter-check.ts']);
  if (starter !== 0) process.exit(starter);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

// Every story's play function, axe check and screenshot run once in each brand in English. A pass in
// isiXhosa, the longest words, in the first brand runs every play function and axe check with no element
// wider than its box instead of the screenshots (.storybook/test-runner.ts). `--pass=petfood/xh` (or
// `petfood/en`, `vetcare/en`) runs only the passes named; an update of the baselines runs the English ones.
const allPasses = [
  ...brandKeys.map((brand) => ({ brand, language: 'en' })),
  { brand: brandKeys[0], language: longestWordsLanguage },
];
const passes =
  chosenPasses.length > 0
    ? allPasses.filter(({ brand, language }) => chosenPasses.includes(`${brand}/${language}`))
    : args.includes('--update-visual')
      ? allPasses.filter(({ language }) => language === 'en')
      : allPasses;
let code = 0;
for (const { brand, language } of passes) {
  const started = Date.now();
  console.log(`Story tests in the ${brand} brand, in ${language}`);
  const passCode = await run(
    'npx',
    [
      'test-storybook',
      '--url',
      `http://127.0.0.1:${port}`,
      '--failOnConsole',
      '--maxWorkers=2',
      ...runnerArgs,
    ],
    {
      STORY_BRAND: brand,
      STORY_LANGUAGE: language,
      ...(args.includes('--update-visual') && language === 'en' ? { VISUAL_UPDATE: '1' } : {}),
    },
  );
  console.log(`${brand}, ${language}: ${Math.round((Date.now() - started) / 1000)} s`);
  code ||= passCode;
}
server.close();
process.exit(code);
