import { defineMessages, text } from './i18n';

/** The award forms' names, as their headings and success panels show them. */
export const awardTitles = defineMessages('award', {
  thankyou: text(
    'Shout Out',
    'The name of the award a member gives a colleague without points (a brand name).',
  ),
  reward: text(
    'Recognise',
    "The name of a manager's award with points from their budget, as its heading and links show it.",
  ),
  adhoc: text(
    'Adhoc Recognition',
    "The name of a manager's one-off award with points, as its heading and links show it.",
  ),
  payitforward: text(
    'Pay It Forward',
    'The name of the award a member gives from their monthly allowance (a brand name).',
  ),
});
