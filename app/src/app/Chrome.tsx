import type { Member } from '@plaudit/api';
import type { MenuItem } from '@plaudit/domain';
import { CookieSettings, Footer, Header } from '@plaudit/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DocumentKey } from '../shared/DocumentModal';
import { ApiGate } from '../shared/api';
import { useLanguage } from '../shared/language';
import { useAppDispatch } from '../shared/state';
import { saveMemberLanguage } from './memberLanguage';
import { useBasketCountLabels, type MenuLinkWithFeature } from './BasketCount';
import { availableMenus } from './menus';

// The footer's modals load (with the api they read from) when one opens, not with the page.
const DocumentModal = lazy(() =>
  import('../shared/DocumentModal').then((m) => ({ default: m.DocumentModal })),
);

export interface ChromeHeaderProps {
  /** The logged-in member, or null for a visitor. */
  member: Member | null;
  /**
   * The member's data is still on its way: the header's frame, its logo and no menus yet (neither a
   * visitor's nor a member's), so the page is drawn at once and only the menus arrive. @default false
   */
  isFrame?: boolean;
}

/** The header with the menus whose screens exist, and the balance. Loaded after the first screen. */
export function ChromeHeader({ member, isFrame = false }: ChromeHeaderProps) {
  const { language, languages, choose } = useLanguage();
  const dispatch = useAppDispatch();
  if (isFrame) return <Header member={null} items={[]} myRewards={[]} admin={[]} />;
  const menus = availableMenus(member);
  const links = (entries: readonly MenuItem[]) =>
    entries.map((entry) => ({ label: entry.label, href: entry.path }));
  // A member's choice shows at once and is saved on the server, so it follows them to any device.
  const chooseLanguage = (next: string) => {
    if (member) void saveMemberLanguage(dispatch, member, next);
    void choose(next);
  };
  const header = (myRewards: readonly { label: string; href: string }[]) => (
    <Header
      member={member}
      items={links(menus.items)}
      myRewards={myRewards}
      admin={links(menus.admin)}
      language={language}
      languages={languages}
      onLanguageChange={chooseLanguage}
    />
  );
  // The shop: a member's My Basket shows the basket's count once the api is there.
  if (!member) return header(links(menus.myRewards));
  const myRewards = menus.myRewards.map((e) => ({
    label: e.label,
    href: e.path,
    feature: e.feature,
  }));
  return (
    <ApiGate fallback={header(links(menus.myRewards))}>
      <HeaderWithBasket myRewards={myRewards} render={header} />
    </ApiGate>
  );
}

function HeaderWithBasket({
  myRewards,
  render,
}: {
  myRewards: readonly MenuLinkWithFeature[];
  render: (links: readonly { label: string; href: string }[]) => ReactNode;
}) {
  return render(useBasketCountLabels(myRewards, true));
}

export interface ChromeFooterProps {
  isLoggedIn: boolean;
}

/** The footer and what it opens: the Terms, Disclaimer and Privacy Policy modals, the cookie settings. */
export function ChromeFooter({ isLoggedIn }: ChromeFooterProps) {
  const [document, setDocument] = useState<DocumentKey | null>(null);
  const [cookies, setCookies] = useState(false);
  return (
    <>
      <Footer
        isLoggedIn={isLoggedIn}
        year={new Date().getFullYear()}
        onOpenDocument={setDocument}
        onCookieSettings={() => setCookies(true)}
      />
      {cookies && (
        <CookieSettings
          isOpen
          onClose={() => setCookies(false)}
          onOpenPrivacy={() => {
            setCookies(false);
            setDocument('privacy');
          }}
        />
      )}
      {document && (
        <Suspense fallback={null}>
          <ApiGate>
            <DocumentModal document={document} onClose={() => setDocument(null)} />
          </ApiGate>
        </Suspense>
      )}
    </>
  );
}
