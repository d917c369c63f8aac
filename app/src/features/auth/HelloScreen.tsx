import { useLoginMutation } from '@plaudit/api';
import { LoginForm, type LoginValues } from '@plaudit/ui';
import { useAppDispatch } from '../../shared/state';
import { useNavigate } from 'react-router-dom';
import { useApiErrorDialog } from '../../shared/ApiErrorDialog';
import { signedIn } from '../../shared/session';

/** Hello (/hello): log in with mobile number and password, then go Home. */
export default function HelloScreen() {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errors = useApiErrorDialog();

  const submit = async (values: LoginValues) => {
    errors.clear();
    const result = await login(values);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    dispatch(signedIn(result.data.token));
    await navigate('/');
  };

  return (
    <>
      <LoginForm
        onSubmit={(values) => void submit(values)}
        formErrors={errors.formErrors}
        isSubmitting={isLoading}
      />
      {errors.dialog}
    </>
  );
}
