import { useGetContentQuery } from '@plaudit/api';
import { messages } from '@plaudit/domain';
import { ContentModal } from '@plaudit/ui';
import { loadErrorTextOf } from '@plaudit/portal';
import { appMessages } from './appMessages';

/** The server texts the shell opens in a modal, by content key. */
export type DocumentKey = 'privacy' | 'terms' | 'disclaimer';

const titleOf = (document: DocumentKey): string => appMessages.documents[document];

export interface DocumentModalProps {
  /** The document to show, or null when the modal is closed. */
  document: DocumentKey | null;
  onClose: () => void;
}

/** The Privacy Policy, Terms and Conditions and Disclaimer modals, their text loaded from the server. */
export function DocumentModal({ document, onClose }: DocumentModalProps) {
  const content = useGetContentQuery(
    { contentKey: document ?? 'terms', isCache: true },
    { skip: document === null },
  );
  if (document === null) return null;
  return (
    <ContentModal
      title={titleOf(document)}
      isOpen
      onClose={onClose}
      html={content.data?.content}
      {...(content.error
        ? { error: loadErrorTextOf(content.error, messages.errorRetrievingContent) }
        : {})}
    />
  );
}
