import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import field from '../forms/field.module.scss';
import { useSubmit, type SubmitHandler } from '../forms/index.ts';
import { useTranslator } from '../theme/index.ts';
import { wallMessages } from '../wall/messages.ts';
import styles from './CommentBox.module.scss';

export interface CommentBoxProps {
  /** Posts the comment's text; the box waits until it settles, and empties when it is done. */
  onComment: SubmitHandler<string>;
  /** The most characters a comment may have. @default 500 */
  maxLength?: number;
  className?: string;
}

/** What is wrong with a comment's text, or undefined when it may be posted. */
export function commentIssue(text: string, maxLength: number): 'empty' | 'tooLong' | undefined {
  if (text.trim() === '') return 'empty';
  if (text.length > maxLength) return 'tooLong';
  return undefined;
}

/**
 * The box a member writes a comment in: a counter of the characters left (or over) under it, an error
 * that says why a comment cannot be posted (empty, too long: a pasted text is kept, not cut, so the member
 * can shorten it), Post pending while the comment is on its way, and an alert when the server refused it.
 */
export function CommentBox({ onComment, maxLength = 500, className }: CommentBoxProps) {
  useTranslator();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { submit, pending, outcome } = useSubmit(onComment);
  const issue = commentIssue(text, maxLength);
  // Too long shows at once; empty only once the member tried to post.
  const shownIssue = issue === 'tooLong' || (tried && issue) ? issue : undefined;
  const errorMessage =
    shownIssue === 'empty'
      ? wallMessages.commentEmpty
      : shownIssue === 'tooLong'
        ? wallMessages.commentTooLong(maxLength)
        : outcome && !outcome.ok
          ? outcome.formErrors?.['text']
          : undefined;
  const left = maxLength - text.length;
  const post = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (issue || pending) return;
    const result = await submit(text);
    if (result?.ok) {
      setText('');
      setTried(false);
    }
  };
  const refused = outcome && !outcome.ok && !outcome.formErrors?.['text'];
  return (
    <form noValidate onSubmit={post} className={clsx(styles.root, className)}>
      <TextField
        value={text}
        onChange={setText}
        validationBehavior="aria"
        isInvalid={errorMessage !== undefined}
        className={field.field}
      >
        <Label className={field.label}>{wallMessages.commentField}</Label>
        <TextArea rows={3} className={clsx(field.input, styles.textarea)} />
        <Text slot="description" className={styles.counter} data-over={left < 0 || undefined}>
          {left >= 0 ? wallMessages.charactersLeft(left) : wallMessages.charactersOver(-left)}
        </Text>
        <FieldError className={field.error}>{errorMessage}</FieldError>
      </TextField>
      {refused && <Alert>{outcome.message ?? wallMessages.commentFailed}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" isPending={pending}>
          {wallMessages.post}
        </Button>
      </div>
    </form>
  );
}
