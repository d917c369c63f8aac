#!/usr/bin/env node
// `npm start`: build the portal if its sources changed since the last build, then serve it with the API
// on one port (PORT, default 3000) of this machine only (HOST opens it wider). The database is embedded
// PGlite in ./data unless DATABASE_URL is set, and an empty database is seeded with the demo programme.
// This is the demo: production runs the built server (server/dist/main.js, server/README.md "Deploying").
// The portal is built for VITE_BRAND's brand, and the server names that brand's programme in its SMS,
// email and seeded pages (PROGRAMME_NAME, unless it is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

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
const { brands, pickBrand } = await tsImport('../app/src/app/brand.ts', import.meta.url);
const brand = pickBrand(process.env.VITE_BRAND);
const programmeName = brands[brand].brandName;

// A build of another brand is stale too (index.html names its brand).
const stale =
  !existsSync(built) ||
  Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs ||
  !readFileSync(built, 'utf8').includes(`data-brand="${brand}"`);
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
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      STATIC_DIR: join(root, 'app/dist'),
      ...process.env,
      PROGRAMME_NAME: process.env.PROGRAMME_NAME || programmeName,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
