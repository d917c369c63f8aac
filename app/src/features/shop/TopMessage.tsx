import { useGetContentQuery } from '@plaudit/api';
import { SafeHtml } from '@plaudit/ui';

/** The content block topMsgRewards at the top of the shop (SPEC §2). */
export function TopMessage() {
  const { data } = useGetContentQuery({ contentKey: 'topMsgRewards', isCache: true });
  if (!data?.content) return null;
  return <SafeHtml html={data.content} />;
}
