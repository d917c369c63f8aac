/**
 * A pattern that finds a text anywhere in a name or a label (a required field's label ends in an asterisk),
 * built from the message in the story's language when the play runs: `getByLabelText(containing(uiWord('Password')))`.
 */
export const containing = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
