// `node scripts/pwa-icons.mjs`: draws each brand's home-screen icons (app/pwa-icons/<brand>/) from its
// logo and header colour in brands.scss, with the installed Chromium (no image tools, no fonts: the icons
// hold no text). Run it when a brand's logo or colours change, and commit the PNGs; the build copies the
// built brand's into the portal (app/vite.config.ts, pwaManifest).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';

const { brands } = await tsImport('../app/src/app/brand.ts', import.meta.url);
const { brandMark } = await tsImport('../app/src/pwa/brandMarks.ts', import.meta.url);
const { pwaIcons } = await tsImport('../app/src/pwa/manifest.ts', import.meta.url);

const scss = new URL('../packages/ui/src/theme/brands.scss', import.meta.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const brand of Object.keys(brands)) {
    const { header, logoSvg } = brandMark(brand, scss);
    const dir = fileURLToPath(new URL(`../app/pwa-icons/${brand}/`, import.meta.url));
    mkdirSync(dir, { recursive: true });
    for (const icon of pwaIcons) {
      const { size, maskable } = icon;
      // A maskable icon fills its square and keeps the logo inside the middle 80% circle that every
      // launcher's mask leaves; the plain one is a rounded square with the logo larger.
      const logo = Math.round(size * (maskable ? 0.5 : 0.66));
      const radius = maskable ? 0 : Math.round(size * 0.18);
      const html = `<!doctype html><html><body style="margin:0;background:transparent">
        <div style="width:${size}px;height:${size}px;border-radius:${radius}px;background:${header};
          display:flex;align-items:center;justify-content:center">
          <img alt="" style="width:${logo}px;height:${logo}px"
            src="data:image/svg+xml,${encodeURIComponent(logoSvg)}"></div></body></html>`;
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(html);
      const png = await page.screenshot({ omitBackground: true, type: 'png' });
      writeFileSync(`${dir}${icon.file}`, png);
      console.log(`${brand}/${icon.file}`);
    }
  }
} finally {
  await browser.close();
}
