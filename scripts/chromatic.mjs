// Chromatic for the design system: every story in a mode per brand (.storybook/preview.tsx), only the
// stories a change can reach (TurboSnap, --only-changed), and a failing exit while changes wait for review.
// With no CHROMATIC_PROJECT_TOKEN it says how to connect a project and does nothing else.
import { spawn } from 'node:child_process';
import { brandKeys } from './storybook-brands.mjs';

const args = process.argv.slice(2);
const modes = brandKeys
  .map((b) => `  ${b}: every story with the brand global set to '${b}'`)
  .join('\n');
const about = `Chromatic modes (one snapshot of each story per brand):\n${modes}\nSettings: chromatic.config.json (onlyChanged, exitZeroOnChanges false).`;

if (args.includes('--help') || args.includes('-h')) {
  console.log(`${about}\n`);
} else if (
  !process.env.CHROMATIC_PROJECT_TOKEN &&
  !args.some((a) => a.startsWith('--project-token'))
) {
  console.log(`${about}

No CHROMATIC_PROJECT_TOKEN: nothing was uploaded. To connect a project:
  1. Create a project at https://www.chromatic.com (link this repository) and copy its project token.
  2. Locally: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic
  3. In CI: keep the token as a secret named CHROMATIC_PROJECT_TOKEN, check out the full git history
     (TurboSnap compares with the last build), and run npm run chromatic; the step fails while changes
     are unreviewed, and passes once they are accepted in Chromatic.`);
  process.exit(0);
}
const child = spawn('npx', ['chromatic', ...args], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
