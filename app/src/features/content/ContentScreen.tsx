import { useGetContentQuery } from '@plaudit/api';
import { messages } from '@plaudit/domain';
import { ContentPage } from '@plaudit/ui';
import { useParams } from 'react-router-dom';
import { loadErrorTextOf } from '../../shared/apiError';

/** /{contentKey}: a content page from the server (about, howitworks, terms, disclaimer, …), cached. */
export default function ContentScreen() {
  const contentKey = useParams().contentKey ?? '';
  const content = useGetContentQuery({ contentKey, isCache: true }, { skip: contentKey === '' });
  if (contentKey === '') return <ContentPage error={messages.invalidKey} />;
  if (content.error) {
    return <ContentPage error={loadErrorTextOf(content.error, messages.errorRetrievingContent)} />;
  }
  const shown = content.currentData;
  return <ContentPage title={shown?.title} html={shown?.content} />;
}
