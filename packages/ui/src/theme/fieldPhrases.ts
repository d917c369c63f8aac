import { args, defineMessages } from '@plaudit/domain';

/**
 * The phrases a text field itself shows, declared apart from the rest of phrases.ts so that a first
 * screen with a text field (Hello) loads only these (scripts/catalogueAreas.ts: firstMessageKeys).
 * `phraseMessages` and the brand content's `phrases` include them.
 */
export const fieldPhrases = defineMessages('phrase', {
  charactersRemaining: args<[remaining: number]>(
    ['remaining'],
    '{remaining, plural, other {{remaining} characters remaining}}',
    "A text field's counter under its limit: '120 characters remaining'.",
  ),
});
