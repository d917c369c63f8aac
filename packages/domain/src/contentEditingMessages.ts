import { args, defineMessages, text } from './i18n/define';
import { extendMessages } from './i18n/extend';
import { contentTextMax, contentTitleMax } from './contentEditing';
import { messages } from './messages';
import { operationReasonMax } from './operations';
import type { FormIssues } from './fieldIssues';

// A content edit's texts and its check, apart from the limits (contentEditing.ts) that the api's contract
// reads: the portal's member code then does not carry them.
const contentEdit = defineMessages('contentEdit', {
  titleLabel: text('Title', 'The label of the title field of the console’s content editor.'),
  textLabel: text(
    'Text',
    'The label of the text field of the console’s content editor (terms, privacy, the home page’s messages).',
  ),
  reasonLabel: text(
    'Reason',
    'The label of the field for the reason of an edit in the content editor (the audit log keeps it).',
  ),
  notFound: text(
    'There is no such content block.',
    'The content editor asked for a block (terms, privacy, …) that does not exist.',
  ),
  textEmpty: text(
    'Please enter the text of the block; a block cannot be empty.',
    'Saving a content block refused: its text is empty.',
  ),
  /** The text holds markup only (or what the sanitiser removed), nothing a member would read. */
  textBlank: text(
    'The text has nothing a member would read once it is made safe. Nothing changed.',
    'Saving a content block refused: once unsafe markup is removed, no text is left.',
  ),
  saved: args<[title: string]>(
    ['title'],
    '{title} is saved. Members see the new text now.',
    'The content editor’s banner after a block is saved; title is the block’s title.',
  ),
  sanitised: args<[title: string, removed: string]>(
    ['title', 'removed'],
    '{title} is saved, without what is not allowed on the portal: {removed}. Check the preview.',
    'The content editor’s banner after a block is saved with unsafe markup removed: title is the block’s title, removed the markup taken out (such as <script>, onclick on <p>).',
  ),
  unchanged: args<[title: string]>(
    ['title'],
    '{title} already says this. Nothing changed.',
    'The content editor’s banner when a block is saved with the text it had; title is the block’s title.',
  ),
});

/** The words of the content editor. */
export const contentEditMessages = extendMessages(contentEdit, {
  sanitised: (title: string, removed: readonly string[]) =>
    contentEdit.sanitised(title, removed.join(', ')),
});

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
