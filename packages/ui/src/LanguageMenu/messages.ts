import { defineMessages, text } from '@plaudit/domain';

/** The language menu's own words (each language's name is its own: languageNames). */
export const languageMenuMessages = defineMessages('languageMenu', {
  label: text(
    'Language',
    'The accessible name of the language menu (a row of the languages, each named in itself) on the login, registration and forgot-password screens and in a member’s header',
  ),
});
