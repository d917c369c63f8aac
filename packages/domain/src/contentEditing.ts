import { messages } from './messages';
import { operationReasonMax } from './operations';
import type { FormIssues } from './validation';

/**
 * (ours) An administrator edits a content block (terms, privacy, disclaimer, the top messages of
 * SPEC §3) in the console. The HTML is sanitised when it is saved, by the same rules the portal applies
 * when it shows it, so what is stored is what members see.
 */

/** The longest title of a content block. */
export const contentTitleMax = 120;
/** The longest text (HTML) of a content block. */
export const contentTextMax = 50_000;

/** The words of the content editor. */
export const contentEditMessages = {
  titleLabel: 'Title',
  textLabel: 'Text',
  reasonLabel: 'Reason',
  notFound: 'There is no such content block.',
  textEmpty: 'Please enter the text of the block; a block cannot be empty.',
  /** The text holds markup only (or what the sanitiser removed), nothing a member would read. */
  textBlank: 'The text has nothing a member would read once it is made safe. Nothing changed.',
  saved: (title: string) => `${title} is saved. Members see the new text now.`,
  sanitised: (title: string, removed: readonly string[]) =>
    `${title} is saved, without what is not allowed on the portal: ${removed.join(', ')}. Check the preview.`,
  unchanged: (title: string) => `${title} already says this. Nothing changed.`,
} as const;

/** A content block's edit as typed: its title, HTML and the reason the audit log keeps. */
export function validateContentEdit(form: {
  title: string;
  content: string;
  reason: string;
}): FormIssues {
  const issues: FormIssues = {};
  if (form.title.trim() === '') issues.title = messages.required(contentEditMessages.titleLabel);
  else if (form.title.length > contentTitleMax)
    issues.title = messages.tooLong(contentEditMessages.titleLabel, contentTitleMax);
  if (form.content.trim() === '') issues.content = contentEditMessages.textEmpty;
  else if (form.content.length > contentTextMax)
    issues.content = messages.tooLong(contentEditMessages.textLabel, contentTextMax);
  if (form.reason.trim() === '') issues.reason = messages.required(contentEditMessages.reasonLabel);
  else if (form.reason.length > operationReasonMax)
    issues.reason = messages.tooLong(contentEditMessages.reasonLabel, operationReasonMax);
  return issues;
}
