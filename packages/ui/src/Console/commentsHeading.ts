import { defineMessages, text } from '@plaudit/domain';

/**
 * The Comments page's heading, which the portal's routes name in the tab's title: declared apart from the
 * page's other texts (commentsMessages.ts), which load with the console.
 */
export const consoleCommentsHeading = defineMessages('consoleComments', {
  heading: text(
    'Comments',
    'Console: the heading of the page that lists the wall’s comments for moderation, and its entry in the console’s navigation',
  ),
});
