import { useId, useState } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
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
  onSave: (edit: ContentEdit) => void;
  /** A save is on its way. @default false */
  isSaving?: boolean;
  /** The server's refusal of the last save, by field. */
  formErrors?: Readonly<Record<string, string>> | undefined;
  /** What the last save did. */
  message?: string | undefined;
  /** What the sanitiser took out of the last save's text (a notice says so). */
  removed?: readonly string[] | undefined;
  /** Why the last save failed, without field errors. */
  error?: string | undefined;
}

interface BlockFormProps {
  block: ContentBlockItem;
  onSave: (edit: ContentEdit) => void;
  onClose: () => void;
  isSaving: boolean;
  formErrors: Readonly<Record<string, string>> | undefined;
}

/** One block's editor: its title and HTML as stored, a live preview as members will see it, a reason. */
function BlockForm({ block, onSave, onClose, isSaving, formErrors }: BlockFormProps) {
  const word = useWords();
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
        <h2 id={headingId} className={styles.heading}>
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
  isSaving = false,
  formErrors,
  message,
  removed,
  error,
}: ContentEditorProps) {
  const word = useWords();
  const [openKey, setOpenKey] = useState<string | undefined>(initialKey);
  const open = blocks?.find((b) => b.key === openKey);
  return (
    <section className={styles.root} aria-labelledby="content-heading">
      <h1 id="content-heading" className={styles.heading}>
        {word('Content')}
      </h1>
      {loadError && <Alert>{loadError}</Alert>}
      {blocks === undefined && !loadError && <Loading />}
      {message && <Alert variant="success">{message}</Alert>}
      {removed && removed.length > 0 && (
        <Alert>
          {word('Removed when saving, as the portal would not show it:')} {removed.join(', ')}
        </Alert>
      )}
      {error && <Alert>{error}</Alert>}
      {blocks !== undefined && open === undefined && (
        <ul className={styles.list} aria-label={word('Content blocks')}>
          {blocks.map((b) => (
            <li key={b.key} className={styles.item}>
              <span className={styles.itemTitle}>{b.title}</span>
              <span className={styles.key}>{b.key}</span>
              <Button variant="secondary" onPress={() => setOpenKey(b.key)}>
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
          onSave={onSave}
          onClose={() => setOpenKey(undefined)}
          isSaving={isSaving}
          formErrors={formErrors}
        />
      )}
    </section>
  );
}
