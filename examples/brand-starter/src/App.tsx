import { selectIsSignedIn } from '@plaudit/portal';
import { Brand, Header, type SiteConfig } from '@plaudit/ui';
import { useSelector } from 'react-redux';
import { MemberHome } from './MemberHome.tsx';
import { Showcase } from './Showcase.tsx';
import { SignIn } from './SignIn.tsx';

const site: SiteConfig = {
  brandName: 'Harbour Rewards',
  pointsName: 'Anchors',
  awardPointsName: 'Ropes',
  clientPhone: '0800 111 222',
};

/** Harbour's portal: Log in, then the member's screen on the api; below, components on fixed data. */
export function App() {
  const signedIn = useSelector(selectIsSignedIn);
  return (
    <Brand brand="harbour" site={site}>
      {signedIn ? (
        <MemberHome />
      ) : (
        <>
          <Header member={null} />
          <main style={{ padding: '1rem', maxWidth: '48rem' }}>
            <SignIn />
          </main>
        </>
      )}
      <Showcase />
    </Brand>
  );
}
