import type { Member } from '@plaudit/api';
import type { MenuItem } from '@plaudit/domain';
import { Footer, Header } from '@plaudit/ui';
import { lazy, Suspense, useState } from 'react';
import type { DocumentKey } from '../features/content/DocumentModal';
import { ApiGate } from '../shared/api';
import { availableMenus } from './routes';

// The footer's modals load (with the api they read from) when one opens, not with the page.
const DocumentModal = lazy(() =>
  import('../features/content/DocumentModal').then((m) => ({ default: m.DocumentModal })),
);

export interface ChromeHeaderProps {
  /** The logged-in member, or null for a visitor. */
  member: Member | null;
}

/** The header with the menus whose screens exist, and the balance. Loaded after the first screen. */
export function ChromeHeader({ member }: ChromeHeaderProps) {
  const menus = availableMenus(member);
  const links = (entries: readonly MenuItem[]) =>
    entries.map((entry) => ({ label: entry.label, href: entry.path }));
  return (
    <Header
      member={member}
      items={links(menus.items)}
      myRewards={links(menus.myRewards)}
      admin={links(menus.admin)}
    />
  );
}

export interface ChromeFooterProps {
  isLoggedIn: boolean;
}

/** The footer and the Terms, Disclaimer and Privacy Policy modals it opens. */
export function ChromeFooter({ isLoggedIn }: ChromeFooterProps) {
  const [document, setDocument] = useState<DocumentKey | null>(null);
  return (
    <>
      <Footer
        isLoggedIn={isLoggedIn}
        year={new Date().getFullYear()}
        onOpenDocument={setDocument}
        onCookieSettings={() => setDocument('privacy')}
      />
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
