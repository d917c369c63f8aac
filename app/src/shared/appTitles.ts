import { defineMessages, text } from '@plaudit/domain';

/**
 * The screens' titles (the browser tab's, and the headings some screens share with it), in the language
 * shown: the routes name them, so they load with the first screen; the rest of the portal's own words
 * (appMessages.ts, whose `titles` these are) load with the screens.
 */
export const appTitles = defineMessages('app', {
  titles: {
    logIn: text('Log in', 'The browser tab’s title of the login screen'),
    register: text('Register', 'The browser tab’s title of the registration screen'),
    forgotPassword: text(
      'Forgot password',
      'The browser tab’s title of the screen where a member sets a new password with a pin',
    ),
    logOut: text('Log Out', 'The browser tab’s title of the screen shown after logging out'),
    contactUs: text('Contact Us', 'The browser tab’s title of the contact form'),
    welcome: text(
      'Welcome',
      'The browser tab’s title of the screen a member lands on after signing in through their company',
    ),
    home: text('Home', 'The browser tab’s title of a member’s home screen'),
    myProfile: text('My Profile', 'The browser tab’s title of the member’s profile'),
    nominate: text(
      'Nominate',
      'The browser tab’s title of the screen where a member nominates a colleague',
    ),
    sendToAll: text(
      'Send To All',
      'The browser tab’s title of the screen where an administrator messages every member',
    ),
    recentRecognition: text(
      'Recent Recognition',
      'The browser tab’s title of the list of recent recognition',
    ),
    getToKnow: text(
      'Get to Know',
      'The browser tab’s title of the colleagues’ cards (interests, birthdays)',
    ),
    rewards: text('Rewards', 'The browser tab’s title and the heading of the shop'),
    myBasket: text('My Basket', 'The browser tab’s title and the heading of the shop’s basket'),
    myOrders: text('My Orders', 'The browser tab’s title and the heading of the member’s orders'),
    pointsStatement: text(
      'Points Statement',
      'The title of the statement of the member’s redeemable points (heading, tab, link)',
    ),
    payItForwardStatement: text(
      'Peer to Peer Recognition Statement',
      'The title of the statement of the points a member gives colleagues (heading, tab, link)',
    ),
    managementStatement: text(
      'Management Statement',
      'The title of the statement of a manager’s recognition budget (heading, tab, link)',
    ),
    managementReport: text(
      'Management Report',
      'The title of the report of a manager’s team’s recognition (heading, tab, link)',
    ),
    recommendationsReport: text(
      'Recommendations Report',
      'The browser tab’s title of the report of nominations for administrators',
    ),
    insights: text('Insights', 'The browser tab’s title of the administrators’ charts'),
    console: text('Console', 'The browser tab’s title of the administrators’ console'),
    members: text('Members', 'The browser tab’s title of the console’s members screens'),
    auditLog: text('Audit log', 'The browser tab’s title of the console’s audit log'),
    budgets: text('Budgets', 'The browser tab’s title of the console’s budgets screen'),
    orders: text('Orders', 'The browser tab’s title of the console’s orders screen'),
    promoCodes: text('Promo codes', 'The browser tab’s title of the console’s promo codes screen'),
    imports: text('Imports', 'The browser tab’s title of the console’s imports screen'),
    nominations: text(
      'Nominations',
      'The browser tab’s title of the console’s screen where nominations are reviewed',
    ),
    content: text(
      'Content',
      'The browser tab’s title of the console’s screen where the site’s pages are edited',
    ),
  },
}).titles;
