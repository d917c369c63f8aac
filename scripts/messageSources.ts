import ts from 'typescript';
import type { Rollup, Plugin } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Declared messages carry their English text and a note for translators (`text('Log in', 'The login
 * button')`), which the extraction reads to write the English catalogue. The browser never needs either:
 * it formats from the chosen language's precompiled catalogue, complete by the catalogue check. This
 * build step empties those strings in the portal's bundle (about 25 KB gzipped of notes and English that
 * every member would otherwise download), as FormatJS's own build plugins remove descriptions. Ids stay:
 * a word's id is its English (`word.Log in`), so `defineWords` keeps its keys and loses only the notes.
 */
export function stripMessageSources(): Plugin {
  const declaring = /define(Messages|Words)\(/;
  let stripped = 0;
  return {
    name: 'plaudit-strip-message-sources',
    apply: 'build',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules') || !declaring.test(code)) return null;
      const edits = messageSourceRanges(code);
      if (edits.length === 0) return null;
      stripped += edits.length;
      let out = code;
      for (const [start, end] of edits.sort((a, b) => b[0] - a[0]))
        out = `${out.slice(0, start)}''${out.slice(end)}`;
      return { code: out, map: null };
    },
    buildEnd() {
      if (stripped === 0) this.warn('No message texts were found to leave out of the bundle');
    },
  };
}

/** Which argument positions of each declaring helper hold English or a note. */
const positions: Readonly<Record<string, readonly number[]>> = {
  text: [0, 1],
  args: [1, 2],
  named: [0, 1],
};

/** A string the code writes out whole: a literal, a template without values, or such strings joined. */
function isConstantText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isConstantText(node.expression);
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isConstantText(node.left) &&
    isConstantText(node.right)
  );
}

/**
 * The source ranges of the English texts and notes in a module's message declarations: the arguments of
 * `text`, `args` and `named` and the notes of `defineWords`, when imported from the domain's i18n.
 */
export function messageSourceRanges(code: string): [number, number][] {
  const file = ts.createSourceFile('m.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const local = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (!/(@plaudit\/domain|\/i18n(\/define)?)$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported in positions || imported === 'defineWords')
        local.set(element.name.text, imported);
    }
  }
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const helper = local.get(node.expression.text);
      if (helper === 'defineWords') {
        const notes = node.arguments[1];
        if (notes && ts.isObjectLiteralExpression(notes))
          for (const property of notes.properties)
            if (ts.isPropertyAssignment(property) && isConstantText(property.initializer))
              ranges.push([property.initializer.getStart(file), property.initializer.end]);
      } else if (helper) {
        for (const index of positions[helper] ?? []) {
          const argument = node.arguments[index];
          if (argument && isConstantText(argument))
            ranges.push([argument.getStart(file), argument.end]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return ranges;
}

/** The namespaces a module's declarations name (`defineMessages('flow', …)`, `defineWords('word', …)`). */
export function declaredNamespaces(code: string): string[] {
  return [...code.matchAll(/\bdefine(?:Messages|Words)\(\s*['"`](\w+)['"`]/g)].flatMap((m) =>
    m[1] ? [m[1]] : [],
  );
}

/** Each `defineMessages('flow', { … })` or `defineWords('word', { … })` of a module: its namespace and keys. */
function declarations(
  code: string,
  callee: 'defineMessages' | 'defineWords',
): { namespace: string; keys: string[] }[] {
  if (!code.includes(callee)) return [];
  const file = ts.createSourceFile('m.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { namespace: string; keys: string[] }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === callee
    ) {
      const [name, entries] = node.arguments;
      if (name && ts.isStringLiteral(name) && entries && ts.isObjectLiteralExpression(entries))
        found.push({
          namespace: name.text,
          keys: entries.properties.flatMap((property) =>
            property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
              ? [property.name.text]
              : [],
          ),
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The top-level keys of each namespace a module declares with defineMessages (`{ flow: ['wait', …] }`). */
export function declaredMessageKeys(code: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const { namespace, keys: declared } of declarations(code, 'defineMessages'))
    keys.set(namespace, [...(keys.get(namespace) ?? []), ...declared]);
  return keys;
}

/** The words a module declares in a namespace (`defineWords('word', { Back: '…', 'Log in': '…' })`). */
export const declaredWords = (code: string, namespace: string): string[] =>
  declarations(code, 'defineWords')
    .filter((declared) => declared.namespace === namespace)
    .flatMap((declared) => declared.keys);

/** Whether code names a text as a string literal, in any of the quotes a bundler may write it in. */
const namesText = (code: string, text: string) =>
  [JSON.stringify(text), `'${text.replace(/'/g, "\\'")}'`, `\`${text}\``].some((quoted) =>
    code.includes(quoted),
  );

export interface CatalogueAreaCheck {
  /** The area of a namespace (catalogueAreas.ts). */
  areaOf: (namespace: string) => string;
  /**
   * The ui's words, formatted by ids made at run time (`word.<English>`), which no declaration in the
   * bundle shows: the first part must carry every word the early code names as a literal.
   */
  words: { readonly namespace: string; readonly first: readonly string[] };
  /**
   * The keys of 'screens' namespaces whose messages travel in the first part all the same: a module the
   * first load runs may declare these keys of such a namespace, and no other.
   */
  firstKeys: Readonly<Record<string, readonly string[]>>;
  /**
   * Whether a dynamic import loads its module with the screens' part of the catalogue (the portal's
   * screen loaders, through lazy.tsx's loadOnce): what it alone brings may use 'screens' messages.
   */
  loadsWithScreens: (importer: string, imported: string) => boolean;
}

/**
 * The catalogue travels in parts by namespace (catalogueAreas.ts): the first screen's before the first render, the
 * screens' with any screen's code, the server's never to the browser. This build step holds that map to
 * the bundle itself: it fails when a module the page may run before a screen's code arrived (the entries
 * and what they import, statically or dynamically, short of the screen loaders) declares a namespace
 * outside the first part, or when any chunk declares a server-only one, and it names the first part's
 * namespaces that the first load does not need (each costs every first visit its bytes). A declaration
 * counts where the bundle keeps it: its namespace's name is still in the module's rendered code.
 */
export function checkCatalogueAreas({
  areaOf,
  words,
  firstKeys,
  loadsWithScreens,
}: CatalogueAreaCheck): Plugin {
  const declaring = new Map<string, string[]>();
  const declaredKeys = new Map<string, Map<string, string[]>>();
  const allWords = new Set<string>();
  const wordModules = new Set<string>();
  return {
    name: 'plaudit-check-catalogue-areas',
    apply: 'build',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const namespaces = declaredNamespaces(code);
      if (namespaces.length > 0) {
        declaring.set(id, namespaces);
        declaredKeys.set(id, declaredMessageKeys(code));
      }
      const declared = declaredWords(code, words.namespace);
      if (declared.length > 0) wordModules.add(id);
      for (const word of declared) allWords.add(word);
      return null;
    },
    generateBundle(_options, bundle) {
      const rendered = new Map<string, string>();
      const chunkOf = new Map<string, OutputChunk>();
      const early: OutputChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (output.isEntry) early.push(output);
        for (const [id, module] of Object.entries(output.modules)) {
          chunkOf.set(id, output);
          if (module.code) rendered.set(id, module.code);
        }
      }
      const kept = (id: string) =>
        (declaring.get(id) ?? []).filter((namespace) =>
          new RegExp(`['"\`]${namespace}['"\`]`).test(rendered.get(id) ?? ''),
        );
      const problems: string[] = [];
      const short = (id: string) => id.replace(/^.*?[\\/](?=(app|packages|server)[\\/])/, '');
      for (const id of declaring.keys())
        for (const namespace of kept(id))
          if (areaOf(namespace) === 'server')
            problems.push(
              `${short(id)} sends the server-only namespace '${namespace}' to the browser`,
            );
      // The chunks the page may run before a screen's code and words arrived: the entries, what they
      // import, and what their modules import dynamically but through a screen loader.
      const seen = new Set(early.map((chunk) => chunk.fileName));
      const add = (chunk: OutputChunk | undefined) => {
        if (!chunk || seen.has(chunk.fileName)) return;
        seen.add(chunk.fileName);
        early.push(chunk);
      };
      for (let i = 0; i < early.length; i++) {
        const chunk = early[i];
        if (!chunk) continue;
        for (const file of chunk.imports) add(bundle[file] as OutputChunk | undefined);
        for (const id of chunk.moduleIds)
          for (const imported of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
            if (!loadsWithScreens(id, imported)) add(chunkOf.get(imported));
      }
      const earlyModules = early.flatMap((chunk) => chunk.moduleIds);
      const firstNeeded = new Set([words.namespace]);
      const firstKeysNeeded = new Set<string>();
      for (const id of earlyModules)
        for (const namespace of kept(id)) {
          firstNeeded.add(namespace);
          const keys = firstKeys[namespace];
          if (keys) {
            const declared = declaredKeys.get(id)?.get(namespace) ?? [];
            for (const key of declared) firstKeysNeeded.add(`${namespace}.${key}`);
            const later = declared.filter((key) => !keys.includes(key));
            if (later.length > 0)
              problems.push(
                `${short(id)} may run before a screen's words arrive, but it declares messages of '${namespace}' in the '${areaOf(namespace)}' part (${later.join(', ')}): declare the first load's apart (firstMessageKeys)`,
              );
          } else if (areaOf(namespace) !== 'first')
            problems.push(
              `${short(id)} may run before a screen's words arrive, but its namespace '${namespace}' is in the '${areaOf(namespace)}' part`,
            );
        }
      // Where code names words: the declaration itself, naming them all, the catalogues (data) and the
      // libraries (React Aria's own English strings, 'Next' or 'Remove') do not count.
      const earlyCode = earlyModules
        .filter(
          (id) => !wordModules.has(id) && !id.endsWith('.json') && !id.includes('node_modules'),
        )
        .map((id) => rendered.get(id) ?? '')
        .join('\n');
      const first = new Set(words.first);
      const wordsNeeded = [...allWords].filter((word) => namesText(earlyCode, word));
      for (const word of wordsNeeded)
        if (!first.has(word))
          problems.push(
            `the word '${word}' is named by code that may run before a screen's words arrive: list it in firstWords`,
          );
      if (allWords.size === 0) problems.push(`no ${words.namespace} declaration was found`);
      if (problems.length > 0)
        this.error(`The catalogue's areas (scripts/catalogueAreas.ts):\n${problems.join('\n')}`);
      const spare = [...new Set([...declaring.values()].flat())].filter(
        (namespace) => areaOf(namespace) === 'first' && !firstNeeded.has(namespace),
      );
      const spareWords = words.first.filter((word) => !wordsNeeded.includes(word));
      const spareKeys = Object.entries(firstKeys).flatMap(([namespace, keys]) =>
        keys.map((key) => `${namespace}.${key}`).filter((id) => !firstKeysNeeded.has(id)),
      );
      if (spare.length > 0 || spareWords.length > 0 || spareKeys.length > 0)
        this.warn(
          `The first part of the catalogue carries what the first load does not need: ${[...spare.sort(), ...spareWords.map((w) => `${words.namespace}.${w}`), ...spareKeys].join(', ')}`,
        );
    },
  };
}
