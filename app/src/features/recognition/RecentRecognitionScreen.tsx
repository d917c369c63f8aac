import { useGetRecentRecognitionQuery } from '@plaudit/api';
import { recognitionMessages } from '@plaudit/domain';
import { Alert, RecentRecognitionList } from '@plaudit/ui';
import { errorTextOf } from '@plaudit/portal';
import { pictureUrlOf } from '../../shared/pictures';
import { TallScreen } from '../../shared/ScreenLoading';

/** (our wording) */
export const recentRecognitionFailed = 'Recent recognition could not be loaded. Please try again.';

/**
 * Recent Recognition (/recentrecognition, SPEC §2): the colleagues most recently recognised, newest first,
 * each once: picture, name and division, 'Loading...' while fetching. Home shows the start of the same list.
 */
export default function RecentRecognitionScreen() {
  const { data, isError, error } = useGetRecentRecognitionQuery(undefined);
  return (
    <TallScreen>
      {isError && <Alert>{errorTextOf(error, recentRecognitionFailed)}</Alert>}
      <RecentRecognitionList
        headingLevel={1}
        rows={isError ? [] : data?.report.map((row) => ({ ...row, picId: row.picId ?? '' }))}
        pictureUrl={pictureUrlOf}
        emptyText={recognitionMessages.noRecentRecognition}
      />
    </TallScreen>
  );
}
