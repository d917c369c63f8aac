import { languageNames, shippedLanguages, type Language } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { useTranslator } from '../theme/index.ts';
import { languageMenuMessages } from './messages.ts';
import styles from './LanguageMenu.module.scss';

export interface LanguageMenuProps {
  /** The language shown. */
  value: Language;
  /** Called with the language chosen (not with the one shown). */
  onChange: (language: Language) => void;
  /** The languages offered, in order. @default the shipped ones: English, Afrikaans, isiZulu, isiXhosa */
  languages?: readonly Language[];
  /** Each language's name in itself. @default languageNames (a brand's added language names itself here) */
  names?: Readonly<Record<Language, string>>;
  /** Where it sits: under a form ('page') or in the member's header ('header', its colours). @default 'page' */
  placement?: 'page' | 'header';
  /** While a choice is being made (its words on their way). @default false */
  isDisabled?: boolean;
  className?: string;
}

/**
 * The language a choice was made in, while the page is drawn again in the new one (Brand draws every
 * element anew, the menu's buttons too): the new menu takes the focus back, so a keyboard or screen-reader
 * user stays where they were.
 */
let chosenWithFocus: Language | null = null;

/**
 * The languages to read the portal in, each named in itself (English, Afrikaans, isiZulu, isiXhosa) and
 * marked as written in it (`lang`), as one group of choices: Tab reaches the group, the arrow keys move
 * between languages, Enter or Space chooses one. Its accessible name ('Language') is in the language shown.
 */
export function LanguageMenu({
  value,
  onChange,
  languages = shippedLanguages,
  names = languageNames,
  placement = 'page',
  isDisabled = false,
  className,
}: LanguageMenuProps) {
  // Read in the language shown, which redraws the menu when it changes.
  useTranslator();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosenWithFocus === null || chosenWithFocus !== value) return;
    chosenWithFocus = null;
    group.current?.querySelector<HTMLElement>(`[data-language="${CSS.escape(value)}"]`)?.focus();
  }, [value]);
  const choose = (keys: Set<Key>) => {
    const [next] = [...keys];
    if (next === undefined || String(next) === value) return;
    const language = String(next);
    const focused = group.current?.contains(document.activeElement) ?? false;
    chosenWithFocus = focused ? language : null;
    onChange(language);
  };
  return (
    <ToggleButtonGroup
      ref={group}
      aria-label={languageMenuMessages.label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={choose}
      isDisabled={isDisabled}
      className={clsx(styles.root, styles[placement], className)}
    >
      {languages.map((language) => (
        <ToggleButton
          key={language}
          id={language}
          lang={language}
          data-language={language}
          className={styles.choice}
        >
          {names[language] ?? language}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
