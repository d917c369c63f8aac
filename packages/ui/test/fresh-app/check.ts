// Builds @plaudit/ui with the root tsup config, bundles this fresh Vite app against the BUILT package
// (dist + styles.css, no source condition) and checks in Chromium that a Button takes the brand's colours.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build as tsup, type Options } from 'tsup';
import { build as vite } from 'vite';
import tsupConfig from '../../../../tsup.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const outDir = path.join(repo, 'storybook-static', 'fresh-app');

// ui's dist imports @plaudit/domain as a package, as a consumer's install would: build domain's dist first.
const configs = tsupConfig as Options[];
process.chdir(repo);
for (const name of ['domain', 'ui']) {
  const options = configs.find((o) => o.name === name);
  if (!options) throw new Error(`tsup.config.ts has no ${name} entry`);
  await tsup({ ...options, dts: false, clean: false, silent: true });
}

await vite({
  root: here,
  logLevel: 'error',
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
});

const server = createServer((req, res) => {
  const file = path.join(outDir, req.url === '/' ? 'index.html' : (req.url ?? ''));
  readFile(file).then(
    (body) => {
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      res.writeHead(200, { 'content-type': type }).end(body);
    },
    () => res.writeHead(404).end(),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${String(port)}/`);
  const button = page.getByRole('button', { name: 'Themed' });
  await button.waitFor();
  const colour = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
  // vetcare's --pl-color-primary is #0b5563.
  if (colour !== 'rgb(11, 85, 99)') throw new Error(`Button is not themed: background ${colour}`);
  console.log(`fresh Vite app: built @plaudit/ui renders a themed Button (${colour})`);
} finally {
  await browser.close();
  server.close();
}
