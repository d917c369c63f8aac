import ts from 'typescript';
import type { Plugin } from 'vite';

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
