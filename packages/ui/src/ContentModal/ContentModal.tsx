import { Button } from '../Button/index.ts';
import { Loading } from '../Loading/index.ts';
import { Modal } from '../Modal/index.ts';
import prose from '../SafeHtml/document.module.scss';
import { SafeHtml } from '../SafeHtml/index.ts';
import { useWords } from '../theme/index.ts';

export interface ContentModalProps {
  /** 'Privacy Policy', 'Terms and Conditions' or 'Disclaimer'. */
  title: string;
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the person closes it. */
  onClose: () => void;
  /** The server's content HTML; undefined while it loads. */
  html?: string;
  /** A load failure, shown instead of the text (e.g. 'Error retrieving content'). */
  error?: string;
}

/** A large modal showing server-provided text (privacy, terms, disclaimer). */
export function ContentModal({ title, isOpen, onClose, html, error }: ContentModalProps) {
  const word = useWords();
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      size="large"
      actions={<Button onPress={onClose}>{word('Close')}</Button>}
    >
      {error ? (
        <p role="alert">{error}</p>
      ) : html === undefined ? (
        <Loading />
      ) : (
        <SafeHtml html={html} className={prose.document} />
      )}
    </Modal>
  );
}
