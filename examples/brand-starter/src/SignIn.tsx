import { useLoginMutation } from '@plaudit/api';
import { demoMembers, demoPassword } from '@plaudit/api/mocks';
import { signedIn, useApiErrorDialog } from '@plaudit/portal';
import { LoginForm } from '@plaudit/ui';
import { useDispatch } from 'react-redux';

/**
 * Log in on the api: the mocks accept their demo members with the demo password. The answer's token goes
 * into the session; the store's client sends it with every later call. A refusal opens the spec's error
 * dialog and marks the field the server named.
 */
export function SignIn() {
  const dispatch = useDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const errors = useApiErrorDialog();
  return (
    <>
      <LoginForm
        isSubmitting={isLoading}
        formErrors={errors.formErrors}
        onSubmit={(values) => {
          errors.clear();
          void login(values).then((result) => {
            if (result.error) errors.report(result.error);
            else dispatch(signedIn(result.data.token));
          });
        }}
      />
      <p>
        Demo login (the api&apos;s mocks): {demoMembers.member.memberNumber} with {demoPassword}
      </p>
      {errors.dialog}
    </>
  );
}
