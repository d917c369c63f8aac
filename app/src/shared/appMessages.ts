import { args, defineMessages, extendMessages, named, text } from '@plaudit/domain';
import { appTitles } from './appTitles';

const declared = defineMessages('app', {
  documents: {
    privacy: text('Privacy Policy', 'The title of the modal that shows the privacy policy'),
    terms: text(
      'Terms and Conditions',
      'The title of the modal that shows the terms and conditions',
    ),
    disclaimer: text('Disclaimer', 'The title of the modal that shows the disclaimer'),
  },
  home: {
    browseRewards: text('Browse rewards', 'A link on the home screen to the shop'),
    redeemPoints: text('Redeem points', 'A link on the home screen to redeem points in the shop'),
    sendShoutOut: text(
      'Send a Shout Out',
      'A link on the home screen to the Shout Out award (Shout Out is the award’s name)',
    ),
    recogniseColleague: text(
      'Recognise a colleague',
      'A link on the home screen to a manager’s Recognise award',
    ),
    payItForward: text(
      'Pay It Forward',
      'A link on the home screen to the Pay It Forward award (the award’s name)',
    ),
    nominateColleague: text('Nominate a colleague', 'A link on the home screen to a nomination'),
    allRecentRecognition: text(
      'See all recent recognition',
      'A link under the home screen’s recent recognition to the whole list',
    ),
  },
  shop: {
    orderPlaced: args<[orderNum: string]>(
      ['orderNum'],
      'Thank you: your order {orderNum} is placed. Your voucher codes are on their way by SMS.',
      'A notice on the shop after an order is placed; orderNum is the order’s number',
    ),
    categories: text(
      'Categories',
      'The heading of the shop’s list of product categories (it folds open on a phone)',
    ),
    categoryHeading: args<[category: string, subcategory: string]>(
      ['category', 'subcategory'],
      '{category}: {subcategory}',
      'The heading over a shop category’s products: the category’s name, then the subcategory’s',
    ),
    categoryNotFound: text(
      'Category not found',
      'The heading of the shop when the address names no category',
    ),
    noSuchCategory: text(
      'There is no such category. Please choose one from the list.',
      'Under the heading when the address names no category',
    ),
    addedToBasket: args<[product: string]>(
      ['product'],
      '{product} is in your basket.',
      'A notice after a product is added to the basket; product is its description',
    ),
    pointsLabel: args<[pointsName: string]>(
      ['pointsName'],
      '{pointsName}:',
      'Before the member’s balance in the shop’s bar; pointsName is the brand’s points name (Paw Points)',
    ),
    basketSummary: named<{ count: number; items: string }>(
      'Basket: {count, plural, one {{items} item} other {{items} items}},',
      'The shop’s bar: how many items the basket holds (items is the count as written), before its total in points',
    ),
    viewBasket: text('View basket', 'A link in the shop’s bar to the basket'),
    basketItems: text('Basket items', 'The accessible name of the list of the basket’s products'),
    basketTotal: named<{ count: number; items: string }>(
      '{count, plural, one {{items} item} other {{items} items}}:',
      'Under the basket: how many items it holds (items is the count as written), before its total in points and money',
    ),
    inMoney: args<[money: string]>(
      ['money'],
      '· {money}',
      'Under the basket, after its total in points: the same total in money (R1,234.50)',
    ),
    continueShopping: text('Continue shopping', 'A button under the basket back to the shop'),
    checkout: text('Checkout', 'A button under the basket to the checkout'),
  },
  close: text('Close', 'The button that closes the voucher codes’ window on My Orders'),
  statementLinks: text(
    'Statements and reports',
    'The accessible name of the links from a statement to the other statements and reports',
  ),
});

/**
 * The portal's own words (its screens' headings, links and notices; the tab's titles), in the language
 * shown. Read them where they are shown, never at module scope: a value read once would stay English.
 */
export const appMessages = extendMessages(declared, { titles: appTitles });
