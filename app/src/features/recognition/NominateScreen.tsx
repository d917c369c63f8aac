import { useGetMemberDataQuery, useNewNomMutation } from '@plaudit/api';
import { Loading, NominationForm, type NominationSubmission } from '@plaudit/ui';
import { useState } from 'react';
import { useApiErrorDialog } from '@plaudit/portal';
import { ConnectedMemberPicker } from '@plaudit/portal';

/**
 * Nominate (/nominate, SPEC §2): the nomination form with a member picker that allows whole divisions to a
 * manager (a member nominates colleagues one by one, as the server's rule is). On
 * success the form starts again empty under the server's success message; a refusal shows its field errors
 * under the fields and its message in the 'Please note:' dialog.
 */
export default function NominateScreen() {
  const { data } = useGetMemberDataQuery(undefined);
  const [newNom, sending] = useNewNomMutation();
  const errors = useApiErrorDialog();
  const [round, setRound] = useState(0);
  const [success, setSuccess] = useState<string | undefined>(undefined);
  if (!data) return <Loading />;
  const member = data.memberData;

  const submit = async (nomination: NominationSubmission) => {
    errors.clear();
    setSuccess(undefined);
    const result = await newNom(nomination);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    setSuccess(result.data.message);
    setRound((n) => n + 1);
  };

  return (
    <>
      <NominationForm
        key={round}
        renderPicker={(slot) => (
          <ConnectedMemberPicker
            slot={slot}
            member={member}
            allowWholeDivision={member.isManager}
          />
        )}
        onSubmit={(nomination) => void submit(nomination)}
        formErrors={errors.formErrors}
        isSubmitting={sending.isLoading}
        successMessage={success}
        allowsWholeStores={member.isManager}
      />
      {errors.dialog}
    </>
  );
}
