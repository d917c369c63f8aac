import {
  plauditApi,
  useGetMemberDataQuery,
  useLogoutMutation,
  useStatementQuery,
} from '@plaudit/api';
import { memberName, messages } from '@plaudit/domain';
import { ConnectedMemberPicker, loadErrorTextOf, signedOut } from '@plaudit/portal';
import { AwardForm, Button, Header, StatementTable, type AwardSubmission } from '@plaudit/ui';
import { useState } from 'react';
import { useDispatch } from 'react-redux';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The signed-in member's screen, fed by the api with the session's token: the header with their balance,
 * their points statement, and a Shout Out whose member picker loads the stores and colleagues.
 */
export function MemberHome() {
  const dispatch = useDispatch();
  const memberData = useGetMemberDataQuery(undefined);
  const statement = useStatementQuery(undefined);
  const [logout] = useLogoutMutation();
  const [sent, setSent] = useState<AwardSubmission | null>(null);
  const member = memberData.data?.memberData;
  const logOut = async () => {
    await logout(undefined);
    dispatch(signedOut());
    dispatch(plauditApi.util.resetApiState());
  };
  return (
    <>
      <Header member={member ?? null} />
      <main style={{ display: 'grid', gap: '2rem', padding: '1rem', maxWidth: '48rem' }}>
        <h1>{member ? `Welcome, ${memberName(member)}` : messages.loading}</h1>
        <StatementTable
          label="Anchors Statement"
          rows={statement.data?.report ?? []}
          isLoading={statement.isLoading}
          errorMessage={
            statement.error
              ? loadErrorTextOf(statement.error, messages.dataRequestError)
              : undefined
          }
          timeZone={timeZone}
          pageSize={10}
        />
        {member && (
          <AwardForm
            type="thankyou"
            title="Shout Out"
            renderPicker={(slot) => <ConnectedMemberPicker slot={slot} member={member} />}
            onSubmit={setSent}
          />
        )}
        {sent && <p role="status">Sent: {sent.reason}</p>}
        <Button variant="secondary" onPress={() => void logOut()}>
          Log out
        </Button>
      </main>
    </>
  );
}
