import { access, canAccess, offeredLanguage } from '@plaudit/domain';
import { PortalRouter } from '@plaudit/portal/router';
import { Loading, useWords } from '@plaudit/ui';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  type Params,
} from 'react-router-dom';
import { ApiGate } from '../shared/api';
import { useDocumentTitle } from '../shared/documentTitle';
import { useLanguage } from '../shared/language';
import { returnTo } from '../shared/returnTo';
import { selectSessionLost, selectToken } from '@plaudit/portal/session';
import { useAppSelector } from '../shared/state';
import styles from './app.module.scss';
import { lazyComponent, loadOnce } from './lazy';
import type { MemberDataState } from './memberData';
import { profileUpdatePath, screenPaths, type ScreenHandle } from './screens';

/** The shell's code that a stored session needs before its first screen (preload.ts starts it early). */
export const importChrome = () => import('./Chrome');
export const importMemberData = () => import('./memberData');

// Hello shows neither header nor footer, so their code (menus, modals, sanitiser) loads only when needed.
const ChromeHeader = lazyComponent(importChrome, (m) => m.ChromeHeader);
const ChromeFooter = lazyComponent(importChrome, (m) => m.ChromeFooter);
// The member data (and with it the api) loads only when there is a session.
const MemberDataSource = lazyComponent(importMemberData, (m) => m.default);
// Its dialog's code loads only when member data fails; with the screens' words, as the header's.
const importMemberDataError = () => import('./MemberDataError');
const MemberDataError = lazy(() => loadOnce(importMemberDataError));
// Rare: a member on a screen of another role.
const importAccessDenied = () => import('./AccessDenied');
const AccessDenied = lazy(() => loadOnce(importAccessDenied));

/** The screen being shown, if any, and its route parameters. */
function useScreen(): { screen?: ScreenHandle; params: Params } {
  const location = useLocation();
  const match = matchRoutes(screenPaths, location)?.at(-1);
  return match ? { screen: match.route.handle, params: match.params } : { params: {} };
}

/**
 * After a move to another screen (not on the first page), the page shows its top and the focus goes to
 * the new screen's heading, so a keyboard or screen reader user starts there rather than nowhere;
 * unless the focus is already in the screen (the screen put it there, or a change within a screen, as
 * a filter's, kept it on the control). The screen's code may still be loading: it looks each frame,
 * for up to five seconds.
 */
function useFocusOnNavigation({ pathname, search }: { pathname: string; search: string }): void {
  const first = useRef(true);
  // Another screen opens at its top, not where the last one was scrolled to.
  useEffect(() => {
    if (!first.current) window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let tries = 0;
    const focusHeading = () => {
      const main = document.getElementById(mainId);
      const active = document.activeElement;
      if (main && active && active !== document.body && main.contains(active)) return;
      const heading = main?.querySelector('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      } else if (++tries < 300) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);
}

/**
 * A member's saved language wins over the device's: once their data arrives (after login, on any device)
 * the portal shows it, and the device remembers it. A choice in the header saves it first (Chrome.tsx).
 */
function useMemberLanguage(saved: string | undefined): void {
  const { language, languages, choose } = useLanguage();
  const offered = offeredLanguage(saved, languages);
  useEffect(() => {
    if (offered && offered !== language) void choose(offered);
  }, [offered, language, choose]);
}

/** The main region's id: the skip link's target. */
const mainId = 'main';

/** What the guards look at. */
export interface GuardState {
  readonly token: string | null;
  readonly lost: boolean;
  /** The member's email once member data has loaded. */
  readonly email: string | undefined;
  /** The profile route's parameter ('update' is the edit mode). */
  readonly urlParam?: string | undefined;
}

/**
 * Where the guards of SPEC §2 send this person instead of the screen, or null to show it: a lost
 * session goes to /logout; a screen needing login without a token goes to Hello; a member with an
 * empty email goes to the profile update, except on the update, logout and login-success screens.
 */
export function redirectFor(screen: ScreenHandle | undefined, state: GuardState): string | null {
  if (!screen) return null;
  if (state.lost && screen.name !== 'logout') return access.logout.path;
  const visitorsAllowed = (access[screen.feature].allow as readonly string[]).includes('visitor');
  if (!state.token) return visitorsAllowed ? null : access.login.path;
  const onUpdate = screen.name === 'MyProfileUpdate' && state.urlParam === 'update';
  const emailMissing = state.email !== undefined && state.email.trim() === '';
  if (emailMissing && !onUpdate && !screen.exemptFromEmailCheck) return profileUpdatePath;
  return null;
}

/**
 * The page around a screen: the skip link, the header, the main region and the footer (none of them on
 * Hello but the main region). One Suspense boundary for all: the screen never shows before the header's
 * code has arrived, so it is not pushed down by it.
 */
function ScreenPage({
  showChrome,
  pathname,
  member,
  isFrame = false,
  children,
}: {
  showChrome: boolean;
  pathname: string;
  member: NonNullable<MemberDataState['member']> | null;
  /** A session's member data is on its way: the header's frame without menus, and no footer yet. */
  isFrame?: boolean;
  children: ReactNode;
}) {
  const word = useWords();
  return (
    <Suspense
      fallback={
        <>
          {/* The header's place, so 'Loading...' and then the screen do not move down when it arrives. */}
          {showChrome && <div className={styles.headerSpace} aria-hidden="true" />}
          <main className={styles.main}>
            <Loading />
          </main>
        </>
      }
    >
      {showChrome && (
        <a
          className={styles.skip}
          href={`#${mainId}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(mainId)?.focus();
          }}
        >
          {word('Skip to content')}
        </a>
      )}
      {showChrome && (
        // Each screen gets the header as it starts (the phone's menu closed), as it did when the whole
        // shell started again at every address.
        <ChromeHeader key={pathname} member={member} isFrame={isFrame} />
      )}
      <main
        id={mainId}
        tabIndex={-1}
        className={showChrome ? styles.main : `${styles.main} ${styles.bare}`}
      >
        {children}
      </main>
      {/* Not while the member's data is on its way: a footer shown under 'Loading...' would be pushed
          down the screen by the page arriving (a layout shift of 0.6 on Home, as Lighthouse measured). */}
      {showChrome && !isFrame && <ChromeFooter isLoggedIn={Boolean(member)} />}
    </Suspense>
  );
}

/** The shell: guards, member data, header and footer (hidden on Hello). */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { screen, params } = useScreen();
  const token = useAppSelector(selectToken);
  const lost = useAppSelector(selectSessionLost);
  const [memberData, setMemberData] = useState<MemberDataState | null>(null);
  // The member's arrival replaces 'Loading...' with the whole page: as a transition, that render yields
  // to the browser every few milliseconds rather than blocking it.
  const onMemberData = useCallback(
    (state: MemberDataState | null) => startTransition(() => setMemberData(state)),
    [],
  );
  const member = token ? memberData?.member : undefined;
  useMemberLanguage(member?.language);
  const [closedError, setClosedError] = useState<unknown>(null);
  // A content page names the tab itself, once its heading has come from the server.
  useDocumentTitle(screen?.title?.(), screen?.feature !== 'content');
  useFocusOnNavigation(location);

  const target = redirectFor(screen, {
    token,
    lost,
    email: member?.email,
    urlParam: params.urlParam,
  });
  // The screen's code does not load for a member whose role it is not for (SPEC §6).
  const denied = member && screen && !canAccess(screen.feature, member) ? screen : undefined;
  const error: unknown = token ? memberData?.error : undefined;
  const failure = error && error !== closedError ? error : null;
  // Until a stored session's member data has arrived the page shows its frame (the header without menus,
  // no footer yet) and waits: neither visitor menus first, then the member's, nor a screen that moves.
  const awaitingMember = Boolean(token) && (memberData === null || memberData.loading);

  return (
    <PortalRouter navigate={(to) => void navigate(to)} useHref={useHref}>
      {token && (
        <Suspense fallback={null}>
          <ApiGate>
            <MemberDataSource onChange={onMemberData} />
          </ApiGate>
        </Suspense>
      )}
      <div className={styles.page}>
        {awaitingMember ? (
          // The page's frame at once (the header), 'Loading...' in it until the member arrives.
          <ScreenPage
            showChrome={!screen?.hideChrome}
            pathname={location.pathname}
            member={null}
            isFrame
          >
            <Loading />
          </ScreenPage>
        ) : (
          <ScreenPage
            showChrome={!screen?.hideChrome}
            pathname={location.pathname}
            member={member ?? null}
          >
            {target ? (
              <Navigate
                to={target}
                replace
                // A login forced from a protected page returns there afterwards (Hello reads it).
                state={target === access.login.path ? returnTo(location) : undefined}
              />
            ) : denied ? (
              <AccessDenied feature={denied.feature} title={denied.title?.()} />
            ) : (
              <Outlet />
            )}
          </ScreenPage>
        )}
      </div>
      {failure && (
        <Suspense fallback={null}>
          <MemberDataError error={failure} onClose={() => setClosedError(failure)} />
        </Suspense>
      )}
    </PortalRouter>
  );
}
