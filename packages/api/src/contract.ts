import {
  adjustmentPointsMax,
  fieldLimits,
  memberBalances,
  nominationAwardPointsMax,
  nominationDecisions,
  nominationFilters,
  nominationReviewTextMax,
  messageChannels,
} from '@plaudit/domain';
import { z } from 'zod/mini';
import { dataset, emptyRequest, okResponse, wireDate } from './codecs';
import { importCalls } from './imports';
import { contentCalls } from './contentCalls';
import { operationsCalls } from './operations';
import { feedCalls } from './feed';
import { pushCalls } from './push';
import { deliveriesCalls, memberMessaging } from './deliveries';
import {
  adminNomination,
  advert,
  auditEntry,
  awardType,
  basketItem,
  categoryRow,
  checkoutSummary,
  consoleAward,
  consoleBalances,
  consoleMember,
  consoleOrder,
  consoleStatementLine,
  contentBlock,
  country,
  division,
  getToKnowCard,
  managementReportRow,
  memberDataBundle,
  memberListItem,
  order,
  orderCurrencyInfo,
  orderLine,
  participationRow,
  pointsAgeRow,
  adjustmentsRow,
  pointsMonthRow,
  balanceHeldRow,
  product,
  recentRecognitionRow,
  recognitionMonthRow,
  recommendationsRow,
  sendBy,
  shopCategoryRow,
  shopInfo,
  shopMonthRow,
  wallMonthRow,
  languageCode,
  statementRow,
  valueRow,
} from './entities';

/**
 * Request and response schemas of every call of SPEC §7 plus logout. Requests check the wire shape and the
 * maximum lengths of @plaudit/domain's fieldLimits; whether a field is filled in, and every other form
 * rule, is the domain validators' job (they produce the formErrors texts). Responses decode datasets and
 * dates (see codecs.ts).
 */

const text = (max: number) => z.string().check(z.maxLength(max));
const int = () => z.int();
/** The largest value of a PostgreSQL `integer` (int4): every id and points column of the server is one. */
export const int4Max = 2_147_483_647;
/**
 * A row id (a `serial` column): a whole number from 1 to int4Max, so an id the column cannot hold is a
 * field error here and on the server, never a database error.
 */
const id = () => z.int().check(z.gte(1), z.lte(int4Max));
/** A count of points or money stored in an `integer` column. */
const amount = () => z.int().check(z.gte(0), z.lte(int4Max));
/** A report month, 'YYYY-MM' (see @plaudit/domain reportMonths). */
const month = z
  .string()
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Expected a month such as '2026-11'"));
const report = <S extends z.core.$ZodLooseShape>(row: z.ZodMiniObject<S>) =>
  z.object({ report: dataset(row) });
const basketTotals = { totalBasketQty: int(), totalBasketPrice: int() };

// site
export const getContentRequest = z.object({
  contentKey: z.string().check(z.minLength(1)),
  isCache: z.optional(z.boolean()),
});
export const getContentResponse = contentBlock;

// member: sign-in, registration, password
export const loginRequest = z.object({
  memberNumber: text(fieldLimits.loginMemberNumber),
  password: text(fieldLimits.password),
});
/** The member data bundle plus the session's bearer token. */
export const loginResponse = z.extend(memberDataBundle, {
  token: z.string().check(z.minLength(1)),
});
export const logoutRequest = emptyRequest;
export const logoutResponse = okResponse;

export const sendCell2FactorSmsRequest = z.object({
  cellNum: text(fieldLimits.cellNum),
  postAddr2: z.optional(text(fieldLimits.postAddr2Registration)),
  /**
   * (ours, issue 37) How the pin goes: 'whatsapp' sends it as WhatsApp's authentication template, and the
   * same pin by SMS, once, when WhatsApp refuses the number, reports it failed or does not report it
   * delivered in time (pinStatus says so); absent or 'sms': by SMS, as before.
   */
  channel: z.optional(z.enum(messageChannels)),
});
/**
 * `auth` binds the second registration (or password) step to this challenge; `resendAfter` is how many
 * seconds the server waits before it sends this number another pin (the pin step counts it down).
 */
export const sendCell2FactorSmsResponse = z.object({
  auth: z.string().check(z.minLength(1)),
  resendAfter: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** (ours, issue 37) The channel the pin went by (absent from a server before it: SMS). */
  channel: z.optional(z.enum(messageChannels)),
});
export const cell2FactorVerifyRequest = z.object({
  firstname: text(fieldLimits.firstname),
  surname: text(fieldLimits.surname),
  email: text(fieldLimits.email),
  cellNum: text(fieldLimits.cellNum),
  password: text(fieldLimits.password),
  otp: text(fieldLimits.otp),
  auth: z.string(),
  postAddr2: z.optional(text(fieldLimits.postAddr2Registration)),
  /** The terms tick of the registration form: the server refuses a registration without it (SPEC §5). */
  acceptTerms: z.boolean(),
  /** The language the visitor chose on Hello or Register: the new member starts in it. */
  language: z.optional(languageCode),
  /** Whether a welcome card for the new member goes on the wall (issue 38); absent: it does. */
  welcomeCard: z.optional(z.boolean()),
  /**
   * (ours, issue 37) 'whatsapp': the new member ticked the WhatsApp opt-in sentence at the end of
   * registration (kept with its time, as memberupdate does); absent or 'sms': messages by SMS.
   */
  messageChannel: z.optional(z.enum(messageChannels)),
});
export const cell2FactorVerifyResponse = okResponse;

export const passwordSendCell2FactorSmsRequest = z.object({
  cellNum: text(fieldLimits.cellNum),
  /** The new password, sent along when the change starts from the profile's Change Password modal. */
  password: z.optional(text(fieldLimits.password)),
  /** (ours, issue 37) How the pin goes, as sendCell2FactorSms's `channel`; absent: by SMS. */
  channel: z.optional(z.enum(messageChannels)),
});
export const passwordSendCell2FactorSmsResponse = sendCell2FactorSmsResponse;
export const passwordCell2FactorVerifyRequest = z.object({
  cellNum: text(fieldLimits.cellNum),
  password: text(fieldLimits.password),
  otp: text(fieldLimits.otp),
  auth: z.string(),
});
export const passwordCell2FactorVerifyResponse = okResponse;

// (ours, issue 37) A pin sent by WhatsApp: where it is, and the same pin by SMS instead.
/** The `auth` of the send call's answer names the pin. */
export const pinStatusRequest = z.object({
  auth: z.string().check(z.minLength(1), z.maxLength(200)),
});
/**
 * `channel` is how the pin reaches the member now: 'sms' once it went (also) by SMS. `fellBack` is true
 * when a pin sent by WhatsApp went by SMS after all (WhatsApp refused or failed it, it was not delivered
 * in time, or the member asked); `delivered` when WhatsApp reported it delivered.
 */
export const pinStatusResponse = z.object({
  channel: z.enum(messageChannels),
  fellBack: z.boolean(),
  delivered: z.boolean(),
});
/**
 * "Send it by SMS instead": the same pin by SMS at once, once per pin (a repeat sends nothing more). It is
 * no new pin: the number's pin limits are unchanged.
 */
export const pinBySmsRequest = pinStatusRequest;
export const pinBySmsResponse = pinStatusResponse;

// member: data and profile
/** resetimg true when the profile screen asks (the picture may have changed); empty body otherwise. */
export const getMemberDataRequest = z.object({ resetimg: z.optional(z.boolean()) });
export const getMemberDataResponse = memberDataBundle;
export const memberUpdateRequest = z.object({
  interest1: z.string(),
  firstname: text(fieldLimits.firstname),
  surname: text(fieldLimits.surname),
  postAddr2: text(fieldLimits.postAddr2Profile),
  email: text(fieldLimits.email),
  cellNum: text(fieldLimits.cellNum),
  dOBmm: z.string().check(z.maxLength(2)),
  dOBdd: z.string().check(z.maxLength(2)),
  interestOtherDesc: z.string(),
  otherInfo: z.string(),
  /** The terms tick: the server requires it true only while the member's stored email is empty (SPEC §5). */
  acceptTerms: z.optional(z.boolean()),
  /** The member's language, saved so it follows them to any device; absent leaves it as it is. */
  language: z.optional(languageCode),
  /**
   * (ours, issue 37) 'whatsapp' opts in to messages by WhatsApp (the server keeps the opt-in sentence the
   * member read, in their language, and when); 'sms' takes it back; absent leaves it as it is.
   */
  messageChannel: z.optional(z.enum(messageChannels)),
});
export const memberUpdateResponse = okResponse;
/** Sent as multipart/form-data with the single part `fileProfilePic`. */
export const profilePicUploadRequest = z.object({ fileProfilePic: z.instanceof(Blob) });
export const profilePicUploadResponse = okResponse;

export const contactUsSendRequest = z.object({
  ContactName: z.string(),
  EmailAddress: text(fieldLimits.email),
  Message: z.string(),
  AcceptTerms: z.boolean(),
});
export const contactUsSendResponse = okResponse;

// recipients
/** divisionCode '' searches every store by name (debounced by the client); includeSelf lists the caller too. */
export const getMemberListRequest = z.object({
  divisionCode: z.string(),
  search: text(fieldLimits.memberSearch),
  includeSelf: z.boolean(),
});
/**
 * total (ours): how many members the list holds in all; memberList is the first of them (at most 100, the
 * registered first). Absent from a server before it, where the rows were all a client could know of.
 */
export const getMemberListResponse = z.object({
  memberList: dataset(memberListItem),
  total: z.optional(z.int().check(z.gte(0))),
});
export const getDivisionListRequest = emptyRequest;
export const getDivisionListResponse = z.object({
  countryList: dataset(country),
  divisionList: dataset(division),
});

// nominations and rewards
/** members: member ids or 'div:{code}' entries. */
export const newNomRequest = z.object({
  nomCat: z.string(),
  reason: text(fieldLimits.nominationReason),
  members: z.array(z.string()),
});
export const newNomResponse = okResponse;
/** recipients: member ids, 'div:{code}' for a whole division, or 'all_shops:'. */
export const doRewardRequest = z.object({
  what: awardType,
  reason: z.string(),
  points: amount(),
  message: text(Math.max(fieldLimits.awardMessageEmail, fieldLimits.awardMessageSms)),
  sendBy,
  recipients: z.array(z.string()),
  /**
   * (ours, issue 38) A private thanks: on the wall only for the giver, the recipients, their managers and
   * administrators. @default false
   */
  private: z.optional(z.boolean()),
});
export const doRewardResponse = okResponse;
export const sendToAllRequest = z.object({
  isAllShops: z.boolean(),
  message: text(Math.max(fieldLimits.awardMessageEmail, fieldLimits.awardMessageSms)),
  sendBy,
  recipients: z.array(z.string()),
  /** (ours) Count who would receive it and send nothing: the portal asks "Send this SMS to 53 members?". */
  isDryRun: z.optional(z.boolean()),
});
export const sendToAllResponse = z.object({ sentCount: int().check(z.nonnegative()) });

// site: adverts and recognition
export const advertDataRequest = emptyRequest;
/** imageBase prefixes each advert's img; exp is how many seconds the client may keep the adverts (default 300). */
export const advertDataResponse = z.object({
  advertData: dataset(advert),
  imageBase: z.string(),
  exp: z.optional(int().check(z.positive())),
});
export const getRecentRecognitionRequest = emptyRequest;
export const getRecentRecognitionResponse = report(recentRecognitionRow);
/**
 * Not in SPEC §7 (it shows no call for /gettoknow): a colleague's card by the route's selectedMemberId, or
 * with '' a colleague of Home's get-to-know list. No card (an empty dataset) for an id of nobody on the
 * programme or of a member not registered yet: the screen's empty state, not an error.
 */
export const getToKnowRequest = z.object({ selectedMemberId: text(32) });
export const getToKnowResponse = z.object({ getToKnow: dataset(getToKnowCard) });

// reports and statements
/** selMonth 'YYYY-MM'; isAll true for All Divisions, false for the caller's own division. */
export const reportManagementRequest = z.object({ selMonth: month, isAll: z.boolean() });
export const reportManagementResponse = report(managementReportRow);
export const reportRecommendationsRequest = z.object({ selMonthFrom: month, selMonthTo: month });
export const reportRecommendationsResponse = report(recommendationsRow);
export const managementStatementRequest = emptyRequest;
export const managementStatementResponse = report(statementRow);
export const statementRequest = emptyRequest;
export const statementResponse = report(statementRow);
export const payItForwardStatementRequest = emptyRequest;
export const payItForwardStatementResponse = report(statementRow);

// shop
export const categoryListRequest = emptyRequest;
export const categoryListResponse = z.object({
  cats: dataset(categoryRow),
  ...basketTotals,
  inf: shopInfo,
});
export const productListRequest = z.object({ prodCat3Id: id(), alloc: z.string() });
export const productListResponse = z.object({ catName: z.string(), products: dataset(product) });
export const addToBasketRequest = z.object({ productId: id() });
export const addToBasketResponse = z.object({ ...basketTotals, product });
export const getBasketRequest = z.object({ alloc: z.string() });
export const getBasketResponse = z.object({ ...basketTotals, basket: dataset(basketItem) });
export const changeBasketQtyRequest = z.object({
  action: z.enum(['add', 'decrease', 'delete']),
  shopBasketId: id(),
  alloc: z.string(),
});
export const changeBasketQtyResponse = getBasketResponse;
export const getCheckoutOrderSummaryRequest = z.object({
  promoCode: z.string(),
  alloc: z.string(),
});
export const getCheckoutOrderSummaryResponse = checkoutSummary;
/** vfyTotal: the summary's vfyTotal; the server refuses the order when its total has changed since. */
export const placeOrderRequest = z.object({
  cellNum: text(fieldLimits.cellNum),
  promoCode: z.string(),
  alloc: z.string(),
  vfyTotal: amount(),
});
export const placeOrderResponse = z.object({ orderNum: z.string().check(z.minLength(1)) });
export const ordersRequest = emptyRequest;
/** orders and their lines as two datasets; `ordersWithLines` joins them. */
export const ordersResponse = z.object({
  orders: dataset(order),
  orderDetails: dataset(orderLine),
  /** currencyRateMoney (ours): My Orders shows points as the shop does. */
  inf: z.extend(orderCurrencyInfo, { currencyRateMoney: z.number() }),
});
export const getVoucherCodeMessageRequest = z.object({ memberOrderItemId: id() });
/** message is HTML, shown (sanitised) in a dialog titled 'Voucher Details:'. */
export const getVoucherCodeMessageResponse = z.object({ message: z.string() });

// the operator console (ours, DESIGN.md "Operating the programme"): administrators only (apiAccess)
/** A name (the start of its words) or a cell number (or its start), across every cluster; at most 50 rows. */
export const adminMemberSearchRequest = z.object({ query: text(fieldLimits.consoleSearch) });
/** total: how many members match in all; members is the first of them (absent from an older server). */
export const adminMemberSearchResponse = z.object({
  members: dataset(consoleMember),
  total: z.optional(z.int().check(z.gte(0))),
});
export const adminMemberRequest = z.object({ memberId: id() });
/**
 * One member: who they are, their balances, the last 5 lines of each of their three statements, their
 * last 20 awards given and received and last 20 orders.
 */
export const adminMemberResponse = z.object({
  /** deactivatedAt: when an administrator deactivated them (null while active). */
  member: z.extend(consoleMember, {
    email: z.string(),
    picId: z.nullable(z.string()),
    deactivatedAt: z.nullable(wireDate),
  }),
  balances: consoleBalances,
  statementLines: dataset(consoleStatementLine),
  awardsGiven: dataset(consoleAward),
  awardsReceived: dataset(consoleAward),
  orders: dataset(consoleOrder),
  /** (issue 37) How the member gets their messages, and their last messages' delivery status. */
  messaging: z.optional(memberMessaging),
});
/**
 * Points into (positive) or out of (negative) one balance, against the programme's funding, with the reason
 * on the member's statement and in the audit log. Honours an `Idempotency-Key` header as doReward does.
 */
export const adminAdjustBalanceRequest = z.object({
  memberId: id(),
  account: z.enum(memberBalances),
  points: z.int().check(z.gte(-adjustmentPointsMax), z.lte(adjustmentPointsMax)),
  reason: text(fieldLimits.adjustmentReason),
});
/** What was done, and the member's balances after it. */
export const adminAdjustBalanceResponse = z.object({
  message: z.string(),
  balances: consoleBalances,
});

// programme insights (ours): administrators only (apiAccess); each chart's call takes one filter
/**
 * The months From and To ('yyyy-MM', both included, at most insightsMaxMonths), and a cluster (country)
 * code and a division code, '' for every one.
 */
export const insightsFilterRequest = z.object({
  monthFrom: month,
  monthTo: month,
  clusterCode: text(fieldLimits.insightsCode),
  divisionCode: text(fieldLimits.insightsCode),
});
export const adminInsightsRecognitionRequest = insightsFilterRequest;
/** Awards and nominations per month and kind, months without any left out. */
export const adminInsightsRecognitionResponse = z.object({
  months: dataset(recognitionMonthRow),
});
export const adminInsightsParticipationRequest = insightsFilterRequest;
/** The month the figures are of (the range's last, 'in the month'), and every division of the filter. */
export const adminInsightsParticipationResponse = z.object({
  month,
  divisions: dataset(participationRow),
});
export const adminInsightsValuesRequest = insightsFilterRequest;
/** Each value recognised in the range, most recognised first. */
export const adminInsightsValuesResponse = z.object({ values: dataset(valueRow) });
export const adminInsightsPointsRequest = insightsFilterRequest;
/**
 * Points issued, used and expired per month and balance; now, what the filter's members hold in each
 * balance, and the outstanding balance (their spendable points: the programme's liability) with its age;
 * and the range's balance adjustments of the filter's members by administrator, most credited first.
 */
export const adminInsightsPointsResponse = z.object({
  months: dataset(pointsMonthRow),
  balances: dataset(balanceHeldRow),
  outstanding: z.int().check(z.gte(0)),
  age: dataset(pointsAgeRow),
  adjustments: dataset(adjustmentsRow),
});
export const adminInsightsShopRequest = insightsFilterRequest;
/** Orders per month and what each category sold in the range; and, now, the lines waiting for codes. */
export const adminInsightsShopResponse = z.object({
  months: dataset(shopMonthRow),
  categories: dataset(shopCategoryRow),
  pendingLines: z.int().check(z.gte(0)),
  oldestPending: z.nullable(wireDate),
});
export const adminInsightsWallRequest = insightsFilterRequest;
/** The wall per month of the range: recognitions, those with a reaction, reactions and comments. */
export const adminInsightsWallResponse = z.object({ months: dataset(wallMonthRow) });
/**
 * A member's roles as an administrator sets them: both flags as they should be afterwards, and the reason
 * (audit log). Refused, changing nothing, when neither flag changes and when administrators would take
 * away their own administrator role.
 */
export const adminSetFlagsRequest = z.object({
  memberId: id(),
  isManager: z.boolean(),
  isAdmin: z.boolean(),
  reason: text(fieldLimits.adjustmentReason),
});
/** What was done, and the member's row after it. */
export const adminSetFlagsResponse = z.object({ message: z.string(), member: consoleMember });
/**
 * Deactivates (active false) a member who has left, or reactivates one, with the reason (audit log). A
 * deactivated member cannot log in or register, is not listed or accepted as a recipient, and their
 * sessions end; their balances stay as they are (nothing moves in the ledger). Refused, changing nothing,
 * when the member is in that state already and when administrators would deactivate themselves.
 */
export const adminSetActiveRequest = z.object({
  memberId: id(),
  active: z.boolean(),
  reason: text(fieldLimits.adjustmentReason),
});
export const adminSetActiveResponse = adminSetFlagsResponse;
/**
 * One page of the audit log, newest first: every action, or one action (`action`, '' for all), of every
 * member or one (`memberId`, null for all). `actions` names every action the log holds, for the filter.
 */
export const adminAuditRequest = z.object({
  action: text(fieldLimits.auditAction),
  memberId: z.nullable(id()),
  page: z.int().check(z.gte(1), z.lte(100_000)),
  /** A member by their number (mobile number), '' or absent for every member; beside memberId. */
  memberNumber: z.optional(text(fieldLimits.consoleSearch)),
  /** The first and last day ('yyyy-MM-dd', the programme's time zone), '' or absent for no bound. */
  from: z.optional(text(10)),
  to: z.optional(text(10)),
});
export const adminAuditResponse = z.object({
  entries: dataset(auditEntry),
  total: int(),
  page: int(),
  pageSize: int(),
  actions: z.array(z.string()),
  /** The filtered member's name (null without a member filter). */
  memberName: z.nullable(z.string()),
  /** The filtered member's number (null without a member filter). */
  memberNumber: z.optional(z.nullable(z.string())),
});
/** (ours) One member's statement of one of their balances, for an administrator (the member's own, SPEC §2). */
export const adminMemberStatementRequest = z.object({
  memberId: id(),
  balance: z.enum(memberBalances),
});
export const adminMemberStatementResponse = z.object({
  member: consoleMember,
  balance: z.enum(memberBalances),
  /** The balance now: the sum of the statement's points. */
  points: int(),
  report: dataset(statementRow),
});
/** The nominations to review, newest first, one page at a time, of one status or all. */
export const adminNominationsRequest = z.object({
  status: z.enum(nominationFilters),
  page: z.int().check(z.gte(1), z.lte(100_000)),
});
export const adminNominationsResponse = z.object({
  nominations: dataset(adminNomination),
  /** How many nominations the filter holds (every page). */
  total: amount(),
  page: int(),
  pageSize: int(),
  /** How many are waiting for a review (whatever the filter). */
  waiting: amount(),
});
/**
 * A nomination's review, once: approve with points to each nominee and their message, or decline with a
 * note to the nominator. Repeating the decision already made answers as the first did and changes nothing.
 */
export const adminReviewNominationRequest = z.object({
  nominationId: id(),
  decision: z.enum(nominationDecisions),
  points: z.int().check(z.gte(0), z.lte(nominationAwardPointsMax)),
  message: text(nominationReviewTextMax),
  note: text(nominationReviewTextMax),
});
export const adminReviewNominationResponse = z.object({
  message: z.string(),
  nomination: adminNomination,
});

/** 'public' calls work without a session; 'member' calls need the bearer token (role checks are the server's). */
export type Access = 'public' | 'member';
export type Area =
  'site' | 'member' | 'rewards' | 'nominations' | 'reports' | 'shop' | 'admin' | 'feed';

export interface Endpoint {
  readonly path: `/api/${string}`;
  readonly access: Access;
  readonly area: Area;
  readonly request: z.ZodMiniType<unknown, unknown>;
  readonly response: z.ZodMiniType<unknown, unknown>;
  /** true when the body is multipart/form-data instead of JSON. */
  readonly multipart?: boolean;
}

/** Every call of the portal: path, access, area and schemas. All are POST. */
export const contract = {
  getContent: {
    path: '/api/site/getcontentdb',
    access: 'public',
    area: 'site',
    request: getContentRequest,
    response: getContentResponse,
  },
  login: {
    path: '/api/member/login',
    access: 'public',
    area: 'member',
    request: loginRequest,
    response: loginResponse,
  },
  logout: {
    path: '/api/member/logout',
    access: 'member',
    area: 'member',
    request: logoutRequest,
    response: logoutResponse,
  },
  sendCell2FactorSms: {
    path: '/api/member/sendcell2factorsms',
    access: 'public',
    area: 'member',
    request: sendCell2FactorSmsRequest,
    response: sendCell2FactorSmsResponse,
  },
  cell2FactorVerify: {
    path: '/api/member/cell2factorverify',
    access: 'public',
    area: 'member',
    request: cell2FactorVerifyRequest,
    response: cell2FactorVerifyResponse,
  },
  passwordSendCell2FactorSms: {
    path: '/api/member/passwordsendcell2factorsms',
    access: 'public',
    area: 'member',
    request: passwordSendCell2FactorSmsRequest,
    response: passwordSendCell2FactorSmsResponse,
  },
  passwordCell2FactorVerify: {
    path: '/api/member/passwordcell2factorverify',
    access: 'public',
    area: 'member',
    request: passwordCell2FactorVerifyRequest,
    response: passwordCell2FactorVerifyResponse,
  },
  // (ours, issue 37)
  pinStatus: {
    path: '/api/member/pinstatus',
    access: 'public',
    area: 'member',
    request: pinStatusRequest,
    response: pinStatusResponse,
  },
  pinBySms: {
    path: '/api/member/pinbysms',
    access: 'public',
    area: 'member',
    request: pinBySmsRequest,
    response: pinBySmsResponse,
  },
  getMemberData: {
    path: '/api/member/getmemberdata',
    access: 'member',
    area: 'member',
    request: getMemberDataRequest,
    response: getMemberDataResponse,
  },
  memberUpdate: {
    path: '/api/member/memberupdate',
    access: 'member',
    area: 'member',
    request: memberUpdateRequest,
    response: memberUpdateResponse,
  },
  profilePicUpload: {
    path: '/api/member/profilepicupload',
    access: 'member',
    area: 'member',
    request: profilePicUploadRequest,
    response: profilePicUploadResponse,
    multipart: true,
  },
  contactUsSend: {
    path: '/api/site/contactussend',
    access: 'public',
    area: 'site',
    request: contactUsSendRequest,
    response: contactUsSendResponse,
  },
  getMemberList: {
    path: '/api/site/getmemberlist',
    access: 'member',
    area: 'site',
    request: getMemberListRequest,
    response: getMemberListResponse,
  },
  newNom: {
    path: '/api/nom/newnom',
    access: 'member',
    area: 'nominations',
    request: newNomRequest,
    response: newNomResponse,
  },
  doReward: {
    path: '/api/reward/doreward',
    access: 'member',
    area: 'rewards',
    request: doRewardRequest,
    response: doRewardResponse,
  },
  sendToAll: {
    path: '/api/reward/sendtoall',
    access: 'member',
    area: 'rewards',
    request: sendToAllRequest,
    response: sendToAllResponse,
  },
  advertData: {
    path: '/api/site/advertdata',
    access: 'public',
    area: 'site',
    request: advertDataRequest,
    response: advertDataResponse,
  },
  getDivisionList: {
    path: '/api/site/getdivisionlist',
    access: 'member',
    area: 'site',
    request: getDivisionListRequest,
    response: getDivisionListResponse,
  },
  getRecentRecognition: {
    path: '/api/site/getrecentrecognition',
    access: 'member',
    area: 'site',
    request: getRecentRecognitionRequest,
    response: getRecentRecognitionResponse,
  },
  getToKnow: {
    path: '/api/site/gettoknow',
    access: 'member',
    area: 'site',
    request: getToKnowRequest,
    response: getToKnowResponse,
  },
  reportManagement: {
    path: '/api/report/reportmanagement',
    access: 'member',
    area: 'reports',
    request: reportManagementRequest,
    response: reportManagementResponse,
  },
  reportRecommendations: {
    path: '/api/report/reportrecommendations',
    access: 'member',
    area: 'reports',
    request: reportRecommendationsRequest,
    response: reportRecommendationsResponse,
  },
  managementStatement: {
    path: '/api/report/managementstatement',
    access: 'member',
    area: 'reports',
    request: managementStatementRequest,
    response: managementStatementResponse,
  },
  statement: {
    path: '/api/report/statement',
    access: 'member',
    area: 'reports',
    request: statementRequest,
    response: statementResponse,
  },
  payItForwardStatement: {
    path: '/api/report/payitforwardstatement',
    access: 'member',
    area: 'reports',
    request: payItForwardStatementRequest,
    response: payItForwardStatementResponse,
  },
  categoryList: {
    path: '/api/shop/categorylist',
    access: 'member',
    area: 'shop',
    request: categoryListRequest,
    response: categoryListResponse,
  },
  productList: {
    path: '/api/shop/productlist',
    access: 'member',
    area: 'shop',
    request: productListRequest,
    response: productListResponse,
  },
  addToBasket: {
    path: '/api/shop/addtobasket',
    access: 'member',
    area: 'shop',
    request: addToBasketRequest,
    response: addToBasketResponse,
  },
  getBasket: {
    path: '/api/shop/getbasket',
    access: 'member',
    area: 'shop',
    request: getBasketRequest,
    response: getBasketResponse,
  },
  changeBasketQty: {
    path: '/api/shop/changebasketqty',
    access: 'member',
    area: 'shop',
    request: changeBasketQtyRequest,
    response: changeBasketQtyResponse,
  },
  getCheckoutOrderSummary: {
    path: '/api/shop/getCheckoutOrderSummary',
    access: 'member',
    area: 'shop',
    request: getCheckoutOrderSummaryRequest,
    response: getCheckoutOrderSummaryResponse,
  },
  placeOrder: {
    path: '/api/shop/placeOrder',
    access: 'member',
    area: 'shop',
    request: placeOrderRequest,
    response: placeOrderResponse,
  },
  orders: {
    path: '/api/shop/orders',
    access: 'member',
    area: 'shop',
    request: ordersRequest,
    response: ordersResponse,
  },
  getVoucherCodeMessage: {
    path: '/api/shop/getVoucherCodeMessage',
    access: 'member',
    area: 'shop',
    request: getVoucherCodeMessageRequest,
    response: getVoucherCodeMessageResponse,
  },
  // The operator console's budgets, orders and promo codes (operations.ts).
  ...operationsCalls,
  // The recognition wall (feed.ts, issue 38).
  ...feedCalls,
  // Web Push (push.ts, issue 37).
  ...pushCalls,
  // Message deliveries by channel (deliveries.ts, issue 37).
  ...deliveriesCalls,
  // The operator console's CSV imports (imports.ts).
  ...importCalls,
  // The operator console's content editor (contentCalls.ts).
  ...contentCalls,
  adminMemberSearch: {
    path: '/api/admin/membersearch',
    access: 'member',
    area: 'admin',
    request: adminMemberSearchRequest,
    response: adminMemberSearchResponse,
  },
  adminMember: {
    path: '/api/admin/member',
    access: 'member',
    area: 'admin',
    request: adminMemberRequest,
    response: adminMemberResponse,
  },
  adminAdjustBalance: {
    path: '/api/admin/adjustbalance',
    access: 'member',
    area: 'admin',
    request: adminAdjustBalanceRequest,
    response: adminAdjustBalanceResponse,
  },
  adminInsightsRecognition: {
    path: '/api/admin/insights/recognition',
    access: 'member',
    area: 'admin',
    request: adminInsightsRecognitionRequest,
    response: adminInsightsRecognitionResponse,
  },
  adminInsightsParticipation: {
    path: '/api/admin/insights/participation',
    access: 'member',
    area: 'admin',
    request: adminInsightsParticipationRequest,
    response: adminInsightsParticipationResponse,
  },
  adminInsightsValues: {
    path: '/api/admin/insights/values',
    access: 'member',
    area: 'admin',
    request: adminInsightsValuesRequest,
    response: adminInsightsValuesResponse,
  },
  adminInsightsPoints: {
    path: '/api/admin/insights/points',
    access: 'member',
    area: 'admin',
    request: adminInsightsPointsRequest,
    response: adminInsightsPointsResponse,
  },
  adminInsightsShop: {
    path: '/api/admin/insights/shop',
    access: 'member',
    area: 'admin',
    request: adminInsightsShopRequest,
    response: adminInsightsShopResponse,
  },
  adminInsightsWall: {
    path: '/api/admin/insights/wall',
    access: 'member',
    area: 'admin',
    request: adminInsightsWallRequest,
    response: adminInsightsWallResponse,
  },
  adminSetFlags: {
    path: '/api/admin/setflags',
    access: 'member',
    area: 'admin',
    request: adminSetFlagsRequest,
    response: adminSetFlagsResponse,
  },
  adminSetActive: {
    path: '/api/admin/setactive',
    access: 'member',
    area: 'admin',
    request: adminSetActiveRequest,
    response: adminSetActiveResponse,
  },
  adminAudit: {
    path: '/api/admin/audit',
    access: 'member',
    area: 'admin',
    request: adminAuditRequest,
    response: adminAuditResponse,
  },
  adminMemberStatement: {
    path: '/api/admin/memberstatement',
    access: 'member',
    area: 'admin',
    request: adminMemberStatementRequest,
    response: adminMemberStatementResponse,
  },
  adminNominations: {
    path: '/api/admin/nominations',
    access: 'member',
    area: 'admin',
    request: adminNominationsRequest,
    response: adminNominationsResponse,
  },
  adminReviewNomination: {
    path: '/api/admin/reviewnomination',
    access: 'member',
    area: 'admin',
    request: adminReviewNominationRequest,
    response: adminReviewNominationResponse,
  },
} as const satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
/** The request body as the caller writes it. */
export type RequestOf<N extends CallName> = z.input<Contract[N]['request']>;
/** The decoded response (datasets as typed rows, dates as Date). */
export type ResponseOf<N extends CallName> = z.output<Contract[N]['response']>;
/** The response exactly as it travels (datasets as fields + records, dates as strings). */
export type WireResponseOf<N extends CallName> = z.input<Contract[N]['response']>;

export const callNames = Object.keys(contract) as CallName[];
