import { languageNames, shippedLanguages, type Language } from '@plaudit/domain';
import { clsx } from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocale } from 'react-aria-components';
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

/** Notes the language chosen while the focus was on the menu (null: it was elsewhere), for the redraw. */
function keepFocusFor(language: Language | null): void {
  chosenWithFocus = language;
}

/**
 * The languages to read the portal in, each named in itself (English, Afrikaans, isiZulu, isiXhosa) and
 * marked as written in it (`lang`), as one group of choices: Tab reaches the group (at the language shown),
 * the arrow keys move between languages (Home and End to the first and last), Enter or Space chooses one.
 * The arrows move the focus only, since a choice loads the language's words and draws the page anew. Its
 * accessible name ('Language') is in the language shown.
 *
 * A radio group of native buttons with a roving tab stop, rather than React Aria's ToggleButtonGroup: that
 * brings its toolbar's focus-scope machinery (about 4.5 KB gzipped) into every visitor's first load, for
 * four buttons whose keyboard the browser's own buttons and a few lines give.
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
  const { direction } = useLocale();
  const choose = (language: Language) => {
    if (language === value || isDisabled) return;
    const focused = group.current?.contains(document.activeElement) ?? false;
    keepFocusFor(focused ? language : null);
    onChange(language);
  };
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(group.current?.querySelectorAll<HTMLElement>('[data-language]') ?? [])];
    const at = buttons.indexOf(event.currentTarget);
    if (at < 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward || event.key === 'ArrowDown'
        ? (at + 1) % buttons.length
        : event.key === backward || event.key === 'ArrowUp'
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={languageMenuMessages.label}
      aria-disabled={isDisabled || undefined}
      className={clsx(styles.root, styles[placement], className)}
    >
      {languages.map((language) => {
        const selected = language === value;
        return (
          <button
            key={language}
            type="button"
            role="radio"
            aria-checked={selected}
            // One tab stop for the group: the language shown (the arrows reach the others).
            tabIndex={selected ? 0 : -1}
            disabled={isDisabled}
            lang={language}
            data-language={language}
            data-selected={selected || undefined}
            onClick={() => choose(language)}
            onKeyDown={moveFocus}
            className={styles.choice}
          >
            {names[language] ?? language}
          </button>
        );
      })}
    </div>
  );
}
