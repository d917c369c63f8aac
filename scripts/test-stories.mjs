// Story tests: build Storybook, serve storybook-static on a free port, run the test-runner against it in
// Debian's Chromium (test-runner-jest.config.js), stop the server and exit with the runner's code.
// `--update-visual` rewrites the screenshot baselines; `--no-build` reuses an existing build (and skips
// the fresh-app check of the built @plaudit/ui). Other arguments go to test-storybook, e.g. a story
// file to run alone: `npm run test:stories -- --no-build stories/ui/Header.stories.tsx`.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve('storybook-static');
const args = process.argv.slice(2);
const ownFlags = new Set(['--update-visual', '--no-build']);
const runnerArgs = args.filter((a) => !ownFlags.has(a));
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
  // The built package (dist + styles.css) in a fresh Vite app renders a themed Button.
  const fresh = await run('npx', ['tsx', 'packages/ui/test/fresh-app/check.ts']);
  if (fresh !== 0) process.exit(fresh);
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

const code = await run(
  'npx',
  [
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    '--failOnConsole',
    '--maxWorkers=2',
    ...runnerArgs,
  ],
  args.includes('--update-visual') ? { VISUAL_UPDATE: '1' } : {},
);
server.close();
process.exit(code);
