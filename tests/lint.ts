import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** What one rule of the repository's ESLint config says about a source text linted as the file. */
export async function ruleMessages(
  ruleId: string,
  file: string,
  source: string,
): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
