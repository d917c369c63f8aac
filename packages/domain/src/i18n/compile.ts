import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Catalogue, CompiledMessage } from './translator';

// ICU's syntax characters: text without any needs no parsing (the translator takes it as it reads).
const plain = /^[^{}#<']*$/;

/**
 * A brand's or a language's messages (ICU MessageFormat text by id) precompiled for the browser, which
 * carries no ICU parser: `compileMessages({ 'phrase.welcome': 'Hi {firstname}' })`. For Node and build
 * time (a script, a bundler's config, a test), since it brings the parser; the result goes in a brand's
 * `content.catalogues` by language. Text without arguments stays as it reads. Throws on a message that
 * does not parse, naming its id.
 */
export function compileMessages(messages: Readonly<Record<string, string>>): Catalogue {
  const out: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (plain.test(message)) {
      out[id] = message;
      continue;
    }
    try {
      const ast = parse(message);
      const [only] = ast;
      out[id] = ast.length === 1 && only?.type === TYPE.literal ? only.value : ast;
    } catch (error) {
      throw new Error(`The message ${id} does not parse: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return out;
}
