import { plauditApi, useLogoutMutation } from '@plaudit/api';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/state';
import { useNavigate } from 'react-router-dom';
import { selectToken, signedOut } from '@plaudit/portal/session';
import { clearMemberData } from '../../pwa/offline';

/** How long the logging-out notice stays before the portal goes to / (SPEC §9). */
export const logoutRedirectMs = 1000;

/** (our wording) The notice shown while logging out. */
export const loggingOutText = 'Logging out...';

/** /logout: the notice, the logout call, a cleared session, then / after 1 second. */
export default function LogoutScreen() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const ended = useRef<Promise<void> | null>(null);
  const hadToken = useRef(token !== null);

  useEffect(() => {
    ended.current ??= (
      hadToken.current ? logout(undefined).then(() => undefined) : Promise.resolve()
    ).then(async () => {
      dispatch(signedOut());
      dispatch(plauditApi.util.resetApiState());
      // What the phone kept of the member goes too: the next member on it never sees it.
      await clearMemberData().catch(() => undefined);
    });
    const done = ended.current;
    let left = false;
    const timer = setTimeout(() => {
      void done.then(() => {
        if (!left) void navigate('/', { replace: true });
      });
    }, logoutRedirectMs);
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [dispatch, logout, navigate]);

  return <p role="status">{loggingOutText}</p>;
}
