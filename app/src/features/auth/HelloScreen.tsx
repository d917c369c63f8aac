import { LoginForm, ProgrammeIntro, type LoginValues } from '@plaudit/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loadApi } from '../../shared/api';
import { useApiErrorDialog } from '@plaudit/portal';
import { VisitorLanguageMenu } from '../../shared/language';
import { returnPathOf } from '../../shared/returnTo';
import { useScreenPreload } from '../../shared/screenPreload';
import { signedIn } from '@plaudit/portal/session';
import { useAppDispatch, useAppStore } from '../../shared/state';
import type { LoginResult } from './login';

// The login call and the api it needs arrive once the member starts on the form, not with the screen.
const loadLogin = () => import('./login');

/**
 * Hello (/hello): log in with mobile number and password, then go Home, or back to the page whose
 * login guard sent the member here.
 */
export default function HelloScreen() {
  const [isLoading, setLoading] = useState(false);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const errors = useApiErrorDialog();
  const preloadScreen = useScreenPreload();

  const submit = async (values: LoginValues) => {
    errors.clear();
    setLoading(true);
    let result: LoginResult;
    try {
      result = await (await loadLogin()).logIn(store, dispatch, values);
    } catch (error: unknown) {
      setLoading(false);
      errors.report(error);
      return;
    }
    setLoading(false);
    if (result.error) {
      errors.report(result.error);
      return;
    }
    dispatch(signedIn(result.data.token));
    await navigate(returnPathOf(location.state));
  };

  // Starts fetching the call's code as soon as the member is on the form (a failure shows on submit),
  // and the code of the screen the login leads to, with its header and member data, so that screen and
  // its shell draw at once after Log in.
  const prepare = () => {
    void loadLogin().catch(() => undefined);
    void loadApi(store).catch(() => undefined);
    preloadScreen(returnPathOf(location.state));
  };

  return (
    <div onFocus={prepare} onInput={prepare}>
      <VisitorLanguageMenu />
      <ProgrammeIntro />
      <LoginForm
        onSubmit={(values) => void submit(values)}
        formErrors={errors.formErrors}
        isSubmitting={isLoading}
      />
      {errors.dialog}
    </div>
  );
}
