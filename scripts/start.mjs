#!/usr/bin/env node
// `npm start`: build the portal if its sources changed since the last build, then serve it with the API
// on one port (PORT, default 3000). The database is embedded PGlite in ./data unless DATABASE_URL is set,
// and an empty database is seeded with the demo programme.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'app/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['app', 'packages/domain/src', 'packages/api/src', 'packages/ui/src'].map((d) =>
  join(root, d),
);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the portal…');
  // A production bundle whatever NODE_ENV the server runs with (Vite makes a development build of React
  // when NODE_ENV says so, as the e2e server's 'test' does).
  const build = spawnSync('npm', ['run', 'build', '-w', '@plaudit/app'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--conditions=@plaudit/source', '--import', 'tsx', join(root, 'server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: { STATIC_DIR: join(root, 'app/dist'), ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
