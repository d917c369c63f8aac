import { useGetContentQuery } from '@plaudit/api';
import { messages } from '@plaudit/domain';
import { ContentPage, PageNotFound, pageNotFoundTexts } from '@plaudit/ui';
import { useParams } from 'react-router-dom';
import { isApiError, loadErrorTextOf } from '@plaudit/portal';
import { useDocumentTitle } from '../../shared/documentTitle';

/** /{contentKey}: a content page from the server (about, howitworks, terms, disclaimer, …), cached. */
export default function ContentScreen() {
  const contentKey = useParams().contentKey ?? '';
  const content = useGetContentQuery({ contentKey, isCache: true }, { skip: contentKey === '' });
  // No content block has this key: the address has no page (the server says 404).
  const notFound =
    isApiError(content.error) && content.error.kind === 'server' && content.error.status === 404;
  useDocumentTitle(notFound ? pageNotFoundTexts.heading : content.currentData?.title);
  if (contentKey === '') return <ContentPage error={messages.invalidKey} />;
  if (notFound) return <PageNotFound />;
  if (content.error) {
    return <ContentPage error={loadErrorTextOf(content.error, messages.errorRetrievingContent)} />;
  }
  const shown = content.currentData;
  return <ContentPage title={shown?.title} html={shown?.content} />;
}
