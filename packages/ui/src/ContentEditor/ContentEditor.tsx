import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import {
  useSubmit,
  type OutcomeFormErrors,
  type SubmitHandler,
  type SubmitOutcome,
} from '../forms/index.ts';
import { Loading } from '../Loading/index.ts';
import prose from '../SafeHtml/document.module.scss';
import { SafeHtml } from '../SafeHtml/index.ts';
import { TextField } from '../TextField/index.ts';
import { useWords } from '../theme/index.ts';
import styles from './ContentEditor.module.scss';

/** A content block as stored: its key, title and HTML. */
export interface ContentBlockItem {
  key: string;
  title: string;
  content: string;
}

/** A block's edit as typed. */
export interface ContentEdit {
  key: string;
  title: string;
  content: string;
  reason: string;
}

export interface ContentEditorProps {
  /** Every content block; undefined while loading. */
  blocks: readonly ContentBlockItem[] | undefined;
  loadError?: string | undefined;
  /** The block open in the editor at first (stories, a link to one block). */
  initialKey?: string | undefined;
  /**
   * Saves a block's edit; resolves with its outcome: the server's words once saved, with what the
   * sanitiser took out of the text (`removed`, a notice says so), or its refusals by field.
   */
  onSave: SubmitHandler<ContentEdit, ContentSaved>;
  /** The outcome shown before any save (stories). */
  defaultOutcome?: SubmitOutcome<ContentSaved> | undefined;
}

/** What a save says besides its message: what the sanitiser took out of the text. */
export interface ContentSaved {
  removed?: readonly string[] | undefined;
}

interface BlockFormProps {
  block: ContentBlockItem;
  onSave: (edit: ContentEdit) => void;
  onClose: () => void;
  isSaving: boolean;
  formErrors: OutcomeFormErrors | undefined;
  /** Opened from the list just now: the editor's heading takes the focus. */
  takeFocus: boolean;
}

/** One block's editor: its title and HTML as stored, a live preview as members will see it, a reason. */
function BlockForm({ block, onSave, onClose, isSaving, formErrors, takeFocus }: BlockFormProps) {
  const word = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const [title, setTitle] = useState(block.title);
  const [content, setContent] = useState(block.content);
  const [reason, setReason] = useState('');
  const headingId = useId();
  const previewId = useId();
  return (
    <div className={styles.editor}>
      <form
        className={styles.form}
        aria-labelledby={headingId}
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ key: block.key, title, content, reason });
        }}
      >
        <h2 id={headingId} className={styles.heading} ref={heading} tabIndex={-1}>
          {word('Edit')} {block.title}
        </h2>
        <TextField
          label={word('Title')}
          value={title}
          onChange={setTitle}
          errorMessage={formErrors?.title}
        />
        <TextField
          label={word('Text (HTML)')}
          value={content}
          onChange={setContent}
          multiline
          rows={12}
          description={word(
            'Scripts, event handlers and other unsafe markup are removed when you save, as they are when members see the page.',
          )}
          errorMessage={formErrors?.content}
          className={styles.text}
        />
        <TextField
          label={word('Reason (kept in the audit log)')}
          value={reason}
          onChange={setReason}
          maxLength={200}
          errorMessage={formErrors?.reason}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={isSaving}>
            {word('Save')}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {word('Back to the content list')}
          </Button>
        </div>
      </form>
      <section className={styles.preview} aria-labelledby={previewId}>
        <h3 id={previewId} className={styles.previewHeading}>
          {word('Preview')}
        </h3>
        <p className={styles.previewTitle}>{title}</p>
        <SafeHtml html={content} className={prose.document} />
      </section>
    </div>
  );
}

/** /admin/content: the content blocks, and one open in an editor with its preview. */
export function ContentEditor({
  blocks,
  loadError,
  initialKey,
  onSave,
  defaultOutcome,
}: ContentEditorProps) {
  const word = useWords();
  const { submit, pending, outcome } = useSubmit(onSave, defaultOutcome);
  const removed = outcome?.ok ? outcome.removed : undefined;
  const [openKey, setOpenKey] = useState<string | undefined>(initialKey);
  // The block whose editor was opened from the list (its heading takes the focus), or closed (its Edit
  // button takes it back).
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const open = blocks?.find((b) => b.key === openKey);
  const list = useRef<HTMLUListElement>(null);
  // Back in the list, the Edit button of the block just closed has the focus again.
  useEffect(() => {
    if (openKey !== undefined || focusKey === undefined) return;
    const items = list.current?.querySelectorAll<HTMLLIElement>('li[data-key]') ?? [];
    const item = [...items].find((li) => li.dataset.key === focusKey);
    item?.querySelector('button')?.focus();
  }, [openKey, focusKey]);
  return (
    <section className={styles.root} aria-labelledby="content-heading">
      <h1 id="content-heading" className={styles.heading}>
        {word('Content')}
      </h1>
      {loadError && <Alert>{loadError}</Alert>}
      {blocks === undefined && !loadError && <Loading />}
      {outcome?.ok && outcome.message && <Alert variant="success">{outcome.message}</Alert>}
      {removed && removed.length > 0 && (
        <Alert>
          {word('Removed when saving, as the portal would not show it:')} {removed.join(', ')}
        </Alert>
      )}
      {!outcome?.ok && outcome?.message && <Alert>{outcome.message}</Alert>}
      {blocks !== undefined && open === undefined && (
        <ul ref={list} className={styles.list} aria-label={word('Content blocks')}>
          {blocks.map((b) => (
            <li key={b.key} className={styles.item} data-key={b.key}>
              <span className={styles.itemTitle}>{b.title}</span>
              <span className={styles.key}>{b.key}</span>
              <Button
                variant="secondary"
                onPress={() => {
                  setFocusKey(b.key);
                  setOpenKey(b.key);
                }}
              >
                {word('Edit')} <span className={styles.hidden}>{b.title}</span>
              </Button>
            </li>
          ))}
          {blocks.length === 0 && <li>{word('No content blocks yet.')}</li>}
        </ul>
      )}
      {open && (
        <BlockForm
          key={`${open.key}\n${open.title}\n${open.content}`}
          block={open}
          onSave={(edit) => void submit(edit)}
          onClose={() => setOpenKey(undefined)}
          isSaving={pending}
          formErrors={outcome && !outcome.ok ? outcome.formErrors : undefined}
          takeFocus={focusKey === open.key}
        />
      )}
    </section>
  );
}
