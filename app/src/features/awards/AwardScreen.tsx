import { useDoRewardMutation, useGetMemberDataQuery } from '@plaudit/api';
import {
  awardPointsAvailable,
  awardTitles,
  defaultProgrammeTimeZone,
  nextAllowanceDay,
  type AwardType,
} from '@plaudit/domain';
import { AwardForm, AwardSuccess, Loading, type AwardSubmission } from '@plaudit/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiErrorDialog } from '@plaudit/portal';
import { ConnectedMemberPicker } from '@plaudit/portal';
import { usePreselectedRecipients } from './preselect';
import { useSubmissionKey } from '../../shared/submissionKey';

export interface AwardScreenProps {
  /** The award the screen gives. */
  readonly type: AwardType;
  /** The screen's address without a preselected recipient ('Send Another' returns there). */
  readonly path: string;
}

/**
 * An award screen (SPEC §2, §4): the form with its member picker, then the success panel; 'Send Another'
 * returns to an empty form. A `:selectedMemberId` in the address preselects that colleague. The server's
 * refusal shows its field errors under the fields and its message in the 'Please note:' dialog. A given
 * award refreshes the member data (the header's balance), statements and home statistics through the
 * api's cache tags.
 */
export function AwardScreen({ type, path }: AwardScreenProps) {
  const { selectedMemberId } = useParams();
  const navigate = useNavigate();
  const { data, isFetching } = useGetMemberDataQuery(undefined);
  const [doReward, giving] = useDoRewardMutation();
  const errors = useApiErrorDialog();
  const keys = useSubmissionKey();
  const [given, setGiven] = useState<AwardSubmission | null>(null);
  const [round, setRound] = useState(0);
  const preselected = usePreselectedRecipients(selectedMemberId, data);

  if (!data || preselected === undefined) return <Loading />;
  const member = data.memberData;

  const submit = async (award: AwardSubmission) => {
    errors.clear();
    const body = {
      what: award.what,
      reason: award.reason,
      points: award.points,
      message: award.message,
      sendBy: award.sendBy,
      recipients: award.recipients,
    };
    const result = await doReward({ body, idempotencyKey: keys.keyFor(body) });
    if (result.error) {
      errors.report(result.error);
      return;
    }
    keys.reset();
    setGiven(award);
  };

  const sendAnother = () => {
    setGiven(null);
    setRound((n) => n + 1);
    // The colleague of the address was given to: the next award starts empty, at the plain address.
    if (selectedMemberId !== undefined) void navigate(path, { replace: true });
  };

  if (given)
    return (
      <AwardSuccess
        type={type}
        onSendAnother={sendAnother}
        sentTo={given.chosen}
        points={given.points}
        // The member data refetches after the award (cache tags): until then the old balance would mislead.
        balanceLeft={isFetching ? undefined : awardPointsAvailable(type, member)}
      />
    );
  return (
    <>
      <AwardForm
        key={`${String(round)}:${selectedMemberId ?? ''}`}
        type={type}
        title={awardTitles[type]}
        initialRecipients={preselected}
        renderPicker={(slot) => <ConnectedMemberPicker slot={slot} member={member} />}
        pointsAvailable={awardPointsAvailable(type, member)}
        // The allowance comes monthly (a new member's first at registration): spent, it says when more comes.
        {...(type === 'payitforward'
          ? { nextAllowanceDay: nextAllowanceDay(new Date(), defaultProgrammeTimeZone) }
          : {})}
        onSubmit={(award) => void submit(award)}
        formErrors={errors.formErrors}
        isSubmitting={giving.isLoading}
      />
      {errors.dialog}
    </>
  );
}
