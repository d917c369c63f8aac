import { languageNames, loadCatalogue, type Language } from '@plaudit/domain';
import { Button } from '@plaudit/ui';

/** The languages Harbour's portal offers: English and Afrikaans (any shipped language works the same). */
export const harbourLanguages: readonly Language[] = ['en', 'af'];

export interface LanguageSwitchProps {
  language: Language;
  onChange: (language: Language) => void;
}

/**
 * Each language named in itself; choosing one loads its catalogue (only the chosen language is
 * downloaded), then `<Brand language>` draws everything in it.
 */
export function LanguageSwitch({ language, onChange }: LanguageSwitchProps) {
  return (
    <nav aria-label="Language" style={{ display: 'flex', gap: '0.5rem', padding: '1rem' }}>
      {harbourLanguages.map((code) => (
        <Button
          key={code}
          variant="secondary"
          aria-pressed={code === language}
          onPress={() => void loadCatalogue(code).then(() => onChange(code))}
        >
          <span lang={code}>{languageNames[code] ?? code}</span>
        </Button>
      ))}
    </nav>
  );
}
