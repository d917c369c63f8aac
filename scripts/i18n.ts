/**
 * The message catalogues (packages/domain/catalogue/<language>/<namespace>.json, FormatJS's JSON with a
 * `description` for translators):
 *   npm run i18n -- extract   writes the English catalogue from the messages the code declares
 *   npm run i18n -- compile   precompiles every language to ICU ASTs for run time (src/i18n/compiled), one
 *                             file per language and area (<language>-<area>.json: catalogueAreas.ts)
 *   npm run i18n -- check     fails on an English catalogue out of date with the code, a message missing
 *                             from a shipped language or extra in it, a message that does not parse or
 *                             takes other arguments than the English one, a message no code uses, or
 *                             compiled catalogues out of date (npm test runs it)
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { declaredMessages, shippedLanguages, type MessageDescriptor } from '@plaudit/domain';
import { areaOfMessage, type CatalogueArea } from './catalogueAreas.ts';

const root = join(import.meta.dirname, '..');
const catalogueDir = join(root, 'packages/domain/catalogue');
const compiledDir = join(root, 'packages/domain/src/i18n/compiled');
type Entry = { defaultMessage: string; description?: string };
type CatalogueFile = Record<string, Entry>;

/** The source files that declare messages (not tests or stories): every one is imported to extract. */
function declaringFiles(): string[] {
  const out = execFileSync(
    'git',
    ['grep', '--untracked', '-l', '-E', 'define(Messages|Words)[(]'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return out
    .split('\n')
    .filter((f) => /^(packages\/[^/]+\/src|app\/src|server\/src)\//.test(f))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f))
    .filter((f) => !f.startsWith('packages/domain/src/i18n/'));
}

async function extract(): Promise<Map<string, CatalogueFile>> {
  for (const file of declaringFiles()) await import(pathToFileURL(join(root, file)).href);
  const byNamespace = new Map<string, CatalogueFile>();
  const sorted = [...declaredMessages().values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const m of sorted) {
    const namespace = m.id.slice(0, m.id.indexOf('.'));
    const file = byNamespace.get(namespace) ?? {};
    file[m.id] = entryOf(m);
    byNamespace.set(namespace, file);
  }
  return byNamespace;
}

const entryOf = (m: MessageDescriptor): Entry => ({
  defaultMessage: m.defaultMessage,
  ...(m.description ? { description: m.description } : {}),
});
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function readLanguage(language: string): Map<string, CatalogueFile> {
  const dir = join(catalogueDir, language);
  const files = new Map<string, CatalogueFile>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return files;
  }
  for (const name of names)
    files.set(name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, name), 'utf8')));
  return files;
}

const flat = (files: Map<string, CatalogueFile>) =>
  Object.fromEntries([...files.values()].flatMap((f) => Object.entries(f)));

/** The arguments a message takes, with their kinds: what a translation must keep. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Map<string, string>()) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    const kind = TYPE[el.type];
    if (el.type === TYPE.tag) {
      into.set(`<${el.value}>`, 'tag');
      argumentsOf(el.children, into);
      continue;
    }
    into.set(el.value, kind === 'argument' ? 'argument' : kind);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

const describe = (args: Map<string, string>) =>
  [...args]
    .map(([name, kind]) => `${name}:${kind}`)
    .sort()
    .join(', ');

/** A message of text alone is kept as its text (a catalogue's strings are literal); others as their AST. */
function compiledOf(ast: MessageFormatElement[]): MessageFormatElement[] | string {
  if (ast.length === 0) return '';
  const [only] = ast;
  return ast.length === 1 && only?.type === TYPE.literal ? only.value : ast;
}

function compileLanguage(language: string): Record<string, MessageFormatElement[] | string> {
  const messages = flat(readLanguage(language));
  return Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((id) => [id, compiledOf(parse(messages[id]?.defaultMessage ?? ''))]),
  );
}

const areas: readonly CatalogueArea[] = ['first', 'screens', 'server'];

/** A language's compiled messages split by area, each written as `<language>-<area>.json`. */
function compiledParts(language: string): Map<string, string> {
  const compiled = Object.entries(compileLanguage(language));
  return new Map(
    areas.map((area) => [
      `${language}-${area}.json`,
      JSON.stringify(Object.fromEntries(compiled.filter(([id]) => areaOfMessage(id) === area))),
    ]),
  );
}

function languagesOnDisk(): string[] {
  return readdirSync(catalogueDir).filter((d) => !d.includes('.'));
}

/** Ids whose key appears in no source file beside its declaration: a message no code uses. */
function unused(ids: string[]): string[] {
  const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /^(packages\/[^/]+\/src|app\/src|server\/src|e2e|stories|scripts)\//.test(f))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => readFileSync(join(root, f), 'utf8'))
    .join('\n');
  return ids.filter((id) => {
    // A word's key is its English text (`word.Log in`); a message's is its last name (`account.loggedOut`).
    const rest = id.slice(id.indexOf('.') + 1);
    const key = /^[\w.]+$/.test(rest) ? rest.slice(rest.lastIndexOf('.') + 1) : rest;
    // A key is used where code reads it (`.key`, `key(`) or names it (`'key'`); a word by its English text.
    const uses = sources.split(key).length - 1;
    return uses < 2;
  });
}

/** The note a translation carries in its description while it waits for a native speaker. */
const reviewMarker = "Awaits a native speaker's review.";

/**
 * `npm run i18n -- review [language…]`: the messages whose description carries the review marker, per
 * language with their count (every translated language on disk, or the ones named), each as its id and
 * its text.
 */
function review(only: readonly string[]): void {
  const languages = only.length > 0 ? only : languagesOnDisk().filter((l) => l !== 'en');
  let total = 0;
  for (const language of languages) {
    const messages = Object.entries(flat(readLanguage(language)));
    const waiting = messages
      .filter(([, entry]) => entry.description?.includes(reviewMarker))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    total += waiting.length;
    console.log(
      `${language}: ${String(waiting.length)} of ${String(messages.length)} messages await a native speaker's review`,
    );
    for (const [id, entry] of waiting) console.log(`  ${id}  ${entry.defaultMessage}`);
  }
  console.log(`${String(total)} messages await a native speaker's review`);
}

async function main(command: string | undefined) {
  if (command === 'extract') {
    const extracted = await extract();
    rmSync(join(catalogueDir, 'en'), { recursive: true, force: true });
    mkdirSync(join(catalogueDir, 'en'), { recursive: true });
    for (const [namespace, file] of extracted)
      writeFileSync(join(catalogueDir, 'en', `${namespace}.json`), json(file));
    console.log(`en: ${declaredMessages().size} messages in ${extracted.size} namespaces`);
    return;
  }
  if (command === 'compile') {
    rmSync(compiledDir, { recursive: true, force: true });
    mkdirSync(compiledDir, { recursive: true });
    for (const language of languagesOnDisk()) {
      const parts = compiledParts(language);
      for (const [file, text] of parts) writeFileSync(join(compiledDir, file), text);
      const counts = [...parts].map(
        ([file, text]) => `${file}: ${Object.keys(JSON.parse(text) as object).length}`,
      );
      console.log(`${language}: messages compiled (${counts.join(', ')})`);
    }
    return;
  }
  if (command === 'review') return review(process.argv.slice(3));
  if (command !== 'check') throw new Error('Usage: npm run i18n -- extract | compile | check');

  const problems: string[] = [];
  const extracted = flat(await extract());
  const english = flat(readLanguage('en'));
  for (const [id, entry] of Object.entries(extracted))
    if (JSON.stringify(english[id]) !== JSON.stringify(entry))
      problems.push(`en: ${id} differs from the code (npm run i18n -- extract)`);
  for (const id of Object.keys(english))
    if (!(id in extracted))
      problems.push(`en: ${id} is declared nowhere (npm run i18n -- extract)`);

  const englishArgs = new Map<string, string>();
  for (const [id, entry] of Object.entries(english)) {
    try {
      englishArgs.set(id, describe(argumentsOf(parse(entry.defaultMessage))));
    } catch (error) {
      problems.push(`en: ${id} does not parse: ${(error as Error).message}`);
    }
  }
  for (const language of shippedLanguages.filter((l) => l !== 'en')) {
    const messages = flat(readLanguage(language));
    for (const id of Object.keys(english))
      if (!(id in messages)) problems.push(`${language}: ${id} is missing`);
    for (const [id, entry] of Object.entries(messages)) {
      if (!(id in english)) {
        problems.push(`${language}: ${id} is not an English message`);
        continue;
      }
      try {
        const args = describe(argumentsOf(parse(entry.defaultMessage)));
        if (args !== englishArgs.get(id))
          problems.push(
            `${language}: ${id} takes {${args}}, English takes {${englishArgs.get(id)}}`,
          );
      } catch (error) {
        problems.push(`${language}: ${id} does not parse: ${(error as Error).message}`);
      }
    }
  }
  for (const id of unused(Object.keys(english))) problems.push(`en: ${id} is used by no code`);
  const expectedFiles = new Set<string>();
  for (const language of languagesOnDisk()) {
    for (const [file, text] of compiledParts(language)) {
      expectedFiles.add(file);
      let onDisk = '';
      try {
        onDisk = readFileSync(join(compiledDir, file), 'utf8');
      } catch {
        // missing: reported below
      }
      if (onDisk !== text)
        problems.push(
          `${language}: ${relative(root, compiledDir)}/${file} is out of date (npm run i18n -- compile)`,
        );
    }
  }
  for (const file of readdirSync(compiledDir))
    if (!expectedFiles.has(file))
      problems.push(
        `${relative(root, compiledDir)}/${file} is no compiled part (npm run i18n -- compile)`,
      );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} catalogue problems`);
    process.exit(1);
  }
  console.log(
    `catalogues: ${Object.keys(english).length} messages, every shipped language complete`,
  );
}

await main(process.argv[2]);
