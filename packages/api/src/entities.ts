import {
  memberBalances,
  messageChannels,
  nominationStatuses,
  pointsAgeBuckets,
  recognitionKinds,
} from '@plaudit/domain';
import { z } from 'zod/mini';
import { dataset, wireDate } from './codecs';

/**
 * The entities of SPEC §3 with their wire field names exactly as the spec writes them.
 * Money is an integer in the shop currency's minor units; points are integers.
 */

const int = () => z.int();
/** A BCP 47 language tag as the portal names languages: 'zu', 'en', 'ng'. */
export const languageCode = z
  .string()
  .check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, "Expected a language such as 'zu'"));
const money = () => z.int();
const points = () => z.int();

/** A member's profile and balances (SPEC §3 Member). dOBdd / dOBmm are strings, '' when not given. */
export const member = z.object({
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  memberNumber: z.string(),
  cellNum: z.string(),
  postAddr2: z.string(),
  /** Id of the profile picture served at /profilepic/{picId}; null when the member has none. */
  picId: z.nullable(z.string()),
  /** Redeemable points, shown in the header and spent in the shop. */
  awardsPointsAvailable: points(),
  /** Pay It Forward allowance: points the member may give to peers. */
  awardsPointsAvailable1: points(),
  /** A manager's recognition budget. */
  awardsPointsAvailableMng: points(),
  isAdminReports: z.boolean(),
  isManager: z.boolean(),
  clusterCode: z.string(),
  divisionCode: z.string(),
  siteTemplate: z.string(),
  dOBdd: z.string(),
  dOBmm: z.string(),
  interest1: z.string(),
  interestOtherDesc: z.string(),
  otherInfo: z.string(),
  /**
   * The language the member chose (a shipped one: 'en', 'af', 'zu', 'xh'): the portal opens in it on any
   * device, and the server's refusals and messages to them speak it. Absent from an older server.
   */
  language: z.optional(languageCode),
  /**
   * (ours, issue 37) How the member gets the messages that would go by SMS: 'sms', or 'whatsapp' once they
   * opted in (then `whatsappOptInAt`, when). Absent from an older server (SMS).
   */
  messageChannel: z.optional(z.enum(messageChannels)),
  whatsappOptInAt: z.optional(z.nullable(wireDate)),
});
export type Member = z.output<typeof member>;

/** Recent recognition row; also the home page's recent recognition. */
export const recentRecognitionRow = z.object({
  picId: z.nullable(z.string()),
  memberName: z.string(),
  division: z.string(),
});
export type RecentRecognitionRow = z.output<typeof recentRecognitionRow>;

/** Get-to-know row on Home (layout not shown in the spec: a colleague with what they chose to share). */
export const getToKnowRow = z.object({
  memberId: z.string(),
  picId: z.nullable(z.string()),
  memberName: z.string(),
  division: z.string(),
  interest1: z.string(),
  otherInfo: z.string(),
});
export type GetToKnowRow = z.output<typeof getToKnowRow>;

/** A colleague's get-to-know card (/gettoknow): who they are and their profile's get-to-know answers. */
export const getToKnowCard = z.object({
  memberId: z.string(),
  picId: z.nullable(z.string()),
  memberName: z.string(),
  division: z.string(),
  interest1: z.string(),
  interestOtherDesc: z.string(),
  otherInfo: z.string(),
});
export type GetToKnowCard = z.output<typeof getToKnowCard>;

/** Home statistics. */
export const homeStats = z.object({
  messagesSent: int(),
  rewardsIssued: int(),
  rewardsRedeemed: int(),
});
export type HomeStats = z.output<typeof homeStats>;

/**
 * The member data bundle (SPEC §3): the spec's §7 names the member `memberData`, which is the wire name
 * used here. `token` is present in the login answer only.
 */
export const memberDataBundle = z.object({
  memberData: member,
  homeGetToKnow: dataset(getToKnowRow),
  homeRecentRecognition: dataset(recentRecognitionRow),
  homeStats,
});
export type MemberDataBundle = z.output<typeof memberDataBundle>;

/** Member list item: a memberId starting with '0.' is a known member who has not registered yet. */
export const memberListItem = z.object({
  memberId: z.string(),
  memberNumber: z.string(),
  firstname: z.string(),
  surname: z.string(),
  division: z.string(),
  isManager: z.boolean(),
});
export type MemberListItem = z.output<typeof memberListItem>;

/** Country (cluster). */
export const country = z.object({ countryCode: z.string(), country: z.string() });
export type Country = z.output<typeof country>;

/** Division (store or practice). */
export const division = z.object({
  divisionCode: z.string(),
  division: z.string(),
  countryCode: z.string(),
});
export type Division = z.output<typeof division>;

/** The award types of the award form ('thankyou' is the Shout Out). */
export const awardType = z.enum(['reward', 'adhoc', 'payitforward', 'thankyou']);
export const sendBy = z.enum(['email', 'sms']);

/**
 * Advert: type, image (relative to the response's imageBase) and link (SPEC §3), and (ours) its words as
 * text over the picture: a headline and a line, so they read, translate and scale as text do.
 */
export const advert = z.object({
  what: z.string(),
  img: z.string(),
  href: z.string(),
  title: z.nullable(z.string().check(z.maxLength(80))),
  text: z.nullable(z.string().check(z.maxLength(160))),
});
export type Advert = z.output<typeof advert>;

/** Management report row. */
export const managementReportRow = z.object({
  type: z.string(),
  date: wireDate,
  from: z.string(),
  fromMemberNo: z.string(),
  fromDivision: z.string(),
  to: z.string(),
  toMemberNo: z.string(),
  toDivision: z.string(),
  points: points(),
  value: z.string(),
});
export type ManagementReportRow = z.output<typeof managementReportRow>;

/** Recommendations report row. */
export const recommendationsRow = z.object({
  transId: int(),
  date: wireDate,
  clinicId: z.string(),
  memberNumber: z.string(),
  member: z.string(),
  cellNo: z.string(),
  transDescription: z.string(),
  points: points(),
});
export type RecommendationsRow = z.output<typeof recommendationsRow>;

/** Statement row: pointsValue is negative for a debit, zero or positive for a credit. */
export const statementRow = z.object({
  transDate: wireDate,
  transDescription: z.string(),
  pointsValue: points(),
});
export type StatementRow = z.output<typeof statementRow>;

/** Shop category row: one leaf (cat3) of the three-level tree with its path. */
export const categoryRow = z.object({
  cat1: z.string(),
  cat2: z.string(),
  cat3: z.string(),
  prodCat3Id: int(),
});
export type CategoryRow = z.output<typeof categoryRow>;

/** Product. fAB is HTML with '~(' and '~)' standing for angle brackets; noBasket 'N' means call to order. */
export const product = z.object({
  productId: int(),
  imageFile: z.string(),
  description: z.string(),
  brand: z.string(),
  model: z.string(),
  fAB: z.string(),
  displayPrice: money(),
  priceDescription: z.string(),
  noBasket: z.enum(['Y', 'N']),
});
export type Product = z.output<typeof product>;

/** Basket item status: '' is a normal line; the others each carry a warning. */
export const basketItemStatus = z.enum(['', 'DELETED', 'CHANGED', 'DECREASED']);
export type BasketItemStatus = z.output<typeof basketItemStatus>;

/** Basket item: the product fields plus the line. basketPrice is the price when added, displayPrice today's. */
export const basketItem = z.extend(product, {
  shopBasketId: int(),
  qty: int(),
  basketPrice: money(),
  displayPrice: money(),
  itemTotal: money(),
  BasketItemStatus: basketItemStatus,
});
export type BasketItem = z.output<typeof basketItem>;

/** Currency info, shared by the shop info and the orders answer. */
export const orderCurrencyInfo = z.object({
  productCurrency: z.string(),
  currencySymbol: z.string(),
  currencyDecimalPlaces: int(),
  isTruncateCents: z.boolean(),
  isCurrencySymbolSuffix: z.boolean(),
});
export type OrderCurrencyInfo = z.output<typeof orderCurrencyInfo>;

/** Shop info (`inf`). deliveryType C: vouchers go to a number the member enters; Z: the member's own number. */
export const shopInfo = z.extend(orderCurrencyInfo, {
  alloc: z.string(),
  isPaygate: z.boolean(),
  allocDesc: z.string(),
  addToBasketType: z.string(),
  deliveryType: z.enum(['C', 'Z']),
  pmtMethodTypes: z.string(),
  currencyRateMoney: z.number(),
  pointsAvailable: points(),
});
export type ShopInfo = z.output<typeof shopInfo>;

/** Checkout summary. vfyTotal is echoed back by placeOrder, which refuses the order if the total changed. */
export const checkoutSummary = z.object({
  totalBasketQty: int(),
  totalBasketPrice: money(),
  isVoucherOk: z.boolean(),
  grandTotal: money(),
  vfyTotal: money(),
  cellNum: z.string(),
  voucherAmtDesc: z.string(),
  shopVoucherDiscountTotal: money(),
});
export type CheckoutSummary = z.output<typeof checkoutSummary>;

/** Order. orderStatusId is 'major.minor' ('30.1'); VoucherCode is the promo code used, '' when none. */
export const order = z.object({
  memberOrderId: int(),
  orderNum: z.string(),
  orderDate: wireDate,
  orderStatusDesc: z.string(),
  orderStatusId: z.string(),
  totalGrandTotal: money(),
  totalDiscount: money(),
  VoucherCode: z.string(),
  totalDue: money(),
  itemCount: int(),
});
export type Order = z.output<typeof order>;

/** Order line; memberOrderId links it to its order. dispatchStatus 4 means dispatched. */
export const orderLine = z.object({
  memberOrderId: int(),
  memberOrderItemId: int(),
  productCode: z.string(),
  itemDescription: z.string(),
  itemQty: int(),
  itemPrice: money(),
  itemTotal: money(),
  dispatchStatus: int(),
});
export type OrderLine = z.output<typeof orderLine>;

/** An order with its lines, as the Recent Orders screen shows it (SPEC §3 Order.orderDetails). */
export type OrderWithLines = Order & { orderDetails: OrderLine[] };

/** Groups the orders answer's separate datasets into orders carrying their lines, order as received. */
export const ordersWithLines = (
  orders: readonly Order[],
  lines: readonly OrderLine[],
): OrderWithLines[] =>
  orders.map((o) => ({
    ...o,
    orderDetails: lines.filter((line) => line.memberOrderId === o.memberOrderId),
  }));

/** Content keys the spec names; the catch-all route may ask for any other key too. */
export const contentKeys = [
  'terms',
  'privacy',
  'disclaimer',
  'contactusterms',
  'topmsgcontactus',
  'topmsgsendtoall',
  'btmmsgmemberdetails',
  'topMsgRewards',
  'about',
  'howitworks',
] as const;
export type ContentKey = (typeof contentKeys)[number];

/** Content block. */
export const contentBlock = z.object({ content: z.string(), title: z.string() });
export type ContentBlock = z.output<typeof contentBlock>;

// The operator console (ours, DESIGN.md "Operating the programme"): administrators only.

/** (ours) A member as the operator console lists them; memberId is the member's own id, registered or not. */
export const consoleMember = z.object({
  memberId: int(),
  name: z.string(),
  cellNum: z.string(),
  /** The division's name, and its code. */
  division: z.string(),
  divisionCode: z.string(),
  /** The member's cluster (country) code. */
  cluster: z.string(),
  isManager: z.boolean(),
  isAdmin: z.boolean(),
  isRegistered: z.boolean(),
  /** False once an administrator has deactivated the member (they left): no login, not chosen. */
  isActive: z.boolean(),
});
export type ConsoleMember = z.output<typeof consoleMember>;

/** (ours) The three balances, named and valued exactly as getMemberData reports them to the member. */
export const consoleBalances = z.object({
  awardsPointsAvailable: points(),
  awardsPointsAvailable1: points(),
  awardsPointsAvailableMng: points(),
});
export type ConsoleBalances = z.output<typeof consoleBalances>;

/**
 * (ours) An award on the console's member page, one row per award and colleague: for an award given the
 * colleague is its recipient, for one received its giver (the programme's name for a birthday Shout Out).
 */
export const consoleAward = z.object({
  awardId: int(),
  date: wireDate,
  /** 'nomination': an approved nomination's award, from the programme's funding (its colleague the nominator). */
  type: z.enum(['reward', 'adhoc', 'payitforward', 'thankyou', 'nomination']),
  value: z.string(),
  points: points(),
  colleague: z.string(),
});
export type ConsoleAward = z.output<typeof consoleAward>;

/** (ours) An order on the console's member page: what it cost in points, and its status ('30' complete). */
export const consoleOrder = z.object({
  orderNum: z.string(),
  orderDate: wireDate,
  orderStatusId: z.string(),
  points: points(),
  itemCount: int(),
});
export type ConsoleOrder = z.output<typeof consoleOrder>;

// Programme insights (/admin/insights): one row per figure a chart draws.

const count = () => z.int().check(z.gte(0));
/** A report month, 'yyyy-MM'. */
const insightsMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/** (ours) How many awards (or nominations) of one kind were given in one month. */
export const recognitionMonthRow = z.object({
  month: insightsMonth,
  kind: z.enum(recognitionKinds),
  count: count(),
});
export type RecognitionMonthRow = z.output<typeof recognitionMonthRow>;

/**
 * (ours) One division's participation in a month: its members registered and only pre-loaded (now), and
 * how many members gave and received recognition in the month.
 */
export const participationRow = z.object({
  divisionCode: z.string(),
  division: z.string(),
  cluster: z.string(),
  registered: count(),
  preloaded: count(),
  gave: count(),
  received: count(),
});
export type ParticipationRow = z.output<typeof participationRow>;

/** (ours) How often one company value was recognised: awards given for it and nominations made for it. */
export const valueRow = z.object({ value: z.string(), awards: count(), nominations: count() });
export type ValueRow = z.output<typeof valueRow>;

/**
 * (ours) One month of one balance (members' spendable points, managers' budgets, Pay It Forward
 * allowances), never added together: points issued to it (net of adjustments taking points back), used
 * (spendable points redeemed in the shop net of refunds; budgets and allowances given to colleagues) and
 * expired.
 */
export const pointsMonthRow = z.object({
  month: insightsMonth,
  balance: z.enum(memberBalances),
  issued: z.int(),
  used: z.int(),
  expired: z.int(),
});
export type PointsMonthRow = z.output<typeof pointsMonthRow>;

/** (ours) What the filter's members hold now in one balance. */
export const balanceHeldRow = z.object({ balance: z.enum(memberBalances), outstanding: count() });
export type BalanceHeldRow = z.output<typeof balanceHeldRow>;

/** (ours) The outstanding points held for one length of time. */
export const pointsAgeRow = z.object({ bucket: z.enum(pointsAgeBuckets), points: count() });
export type PointsAgeRow = z.output<typeof pointsAgeRow>;

/**
 * (ours) The balance adjustments one administrator made in the range, or the command line's
 * (administrator ''): how many, and the points they credited and took from members' balances.
 */
export const adjustmentsRow = z.object({
  administrator: z.string(),
  adjustments: count(),
  credited: count(),
  debited: count(),
});
export type AdjustmentsRow = z.output<typeof adjustmentsRow>;

/** (ours) One month of the shop: orders placed and the points they took (less refunds since). */
export const shopMonthRow = z.object({ month: insightsMonth, orders: count(), points: z.int() });
export type ShopMonthRow = z.output<typeof shopMonthRow>;

/**
 * (ours) One month of the wall: recognitions given and how many of them have a reaction, reactions made
 * and comments written (those the wall still shows).
 */
export const wallMonthRow = z.object({
  month: insightsMonth,
  recognitions: count(),
  reacted: count(),
  reactions: count(),
  comments: count(),
});
export type WallMonthRow = z.output<typeof wallMonthRow>;

/** (ours) What one top-level shop category sold in the range: items and points (refunded lines left out). */
export const shopCategoryRow = z.object({ category: z.string(), items: count(), points: count() });
export type ShopCategoryRow = z.output<typeof shopCategoryRow>;
/** (ours) A recent line of one of a member's statements on the console's member page, newest first. */
export const consoleStatementLine = z.object({
  account: z.enum(memberBalances),
  date: wireDate,
  description: z.string(),
  points: points(),
});
export type ConsoleStatementLine = z.output<typeof consoleStatementLine>;

/** (ours) A value an audit entry records before or after a change: text, a number, a flag or nothing. */
export const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.output<typeof auditValue>;

/**
 * (ours) One operator action of the audit log, console or command line: who (an administrator's name, or
 * null for the command line), when, what ('member.adjust'), on whom, the values before and after (flat
 * name-value pairs; a nested value is its JSON text) and the reason given.
 */
export const auditEntry = z.object({
  auditId: int(),
  at: wireDate,
  actorKind: z.enum(['console', 'cli', 'member']),
  actorMemberId: z.nullable(int()),
  actor: z.nullable(z.string()),
  action: z.string(),
  memberId: z.nullable(int()),
  member: z.nullable(z.string()),
  /** The member's number (mobile number), beside their name. */
  memberNumber: z.optional(z.nullable(z.string())),
  before: z.nullable(z.record(z.string(), auditValue)),
  after: z.nullable(z.record(z.string(), auditValue)),
  reason: z.string(),
  /**
   * What the values' ids name, looked up when the log is read: 'orderLineId' the line's product,
   * 'clusterId' the country, 'divisionCode' the division; an id found nowhere is left out.
   */
  names: z.optional(z.nullable(z.record(z.string(), z.string()))),
});
export type AuditEntry = z.output<typeof auditEntry>;
/**
 * (ours) A nomination as the review lists it: who nominated whom (the nominees' names joined, their count),
 * the value and reason, when, and where its review is. An approved one carries the points each nominee
 * received and the award it became; a declined one the note the nominator was sent.
 */
export const adminNomination = z.object({
  nominationId: int(),
  date: wireDate,
  nominator: z.string(),
  nominatorDivision: z.string(),
  nominees: z.string(),
  nomineeCount: int(),
  value: z.string(),
  reason: z.string(),
  status: z.enum(nominationStatuses),
  /** Points to each nominee; 0 unless approved. */
  points: points(),
  /** The message the nominees received (approved), or the note the nominator received (declined). */
  note: z.string(),
  reviewedAt: z.nullable(wireDate),
  /** The administrator who reviewed it; '' while waiting. */
  reviewedBy: z.string(),
});
export type AdminNomination = z.output<typeof adminNomination>;
