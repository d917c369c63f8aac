// drizzle-kit is hoisted to the root node_modules while drizzle-orm lives in server/node_modules, so the
// kit cannot find drizzle-orm from where it sits. This runner points both its `import()`s (a resolve hook)
// and its `require()`s (NODE_PATH) at the server's copy, then runs the kit's command line.
import Module, { createRequire, register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
process.env.NODE_PATH = `${serverDir}node_modules`;
Module._initPaths();

const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(`${serverDir}package.json`).href)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
const require = createRequire(import.meta.url);
await import(pathToFileURL(require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs')).href);
