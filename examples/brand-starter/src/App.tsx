import { selectIsSignedIn } from '@plaudit/portal';
import { Brand, Header, type BrandContentInput, type SiteConfig } from '@plaudit/ui';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { LanguageSwitch } from './Languages.tsx';
import { MemberHome } from './MemberHome.tsx';
import { Showcase } from './Showcase.tsx';
import { SignIn } from './SignIn.tsx';

const site: SiteConfig = {
  brandName: 'Harbour Rewards',
  pointsName: 'Anchors',
  awardPointsName: 'Ropes',
  clientPhone: '0800 111 222',
};

/**
 * Harbour's own words over the shipped catalogues, by language and message id (the ids are in
 * @plaudit/domain's catalogue/en/*.json): what it leaves out reads as the shipped language says.
 */
const content: BrandContentInput = {
  catalogues: {
    en: { 'word.About': 'About Harbour' },
    af: { 'word.About': 'Oor Harbour' },
  },
};

/**
 * Harbour's portal in English or Afrikaans: Log in, then the member's screen on the api; below,
 * components on fixed data.
 */
export function App() {
  const signedIn = useSelector(selectIsSignedIn);
  const [language, setLanguage] = useState('en');
  return (
    <Brand brand="harbour" site={site} content={content} language={language}>
      <LanguageSwitch language={language} onChange={setLanguage} />
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
