import { useGetToKnowQuery } from '@plaudit/api';
import { access } from '@plaudit/domain';
import { Alert, GetToKnowCard } from '@plaudit/ui';
import { useParams } from 'react-router-dom';
import { errorTextOf } from '@plaudit/portal';
import { pictureUrlOf } from '../../shared/pictures';

/** (our wording) */
export const getToKnowFailed = 'This colleague could not be loaded. Please try again.';

/**
 * Get to Know (/gettoknow and /gettoknow/{selectedMemberId}, SPEC §2): a colleague's card with a 'Shout Out'
 * that opens /reward/{memberId} with them chosen; without an id, a colleague of Home's get-to-know list.
 * Someone not on the programme, or not registered, is an empty state.
 */
export default function GetToKnowScreen() {
  const { selectedMemberId = '' } = useParams();
  const { currentData, isError, error } = useGetToKnowQuery({ selectedMemberId });
  return (
    <>
      {isError && <Alert>{errorTextOf(error, getToKnowFailed)}</Alert>}
      <GetToKnowCard
        card={isError ? null : currentData && (currentData.getToKnow[0] ?? null)}
        pictureUrl={pictureUrlOf}
        shoutOutHref={(memberId) => `${access.reward.path}/${encodeURIComponent(memberId)}`}
      />
    </>
  );
}
