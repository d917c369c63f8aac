import { fieldLimits } from '@plaudit/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { callNames, contract, type CallName, type RequestOf } from './contract';
import { fixtures } from './mocks/fixtures';

const insightsSample = {
  monthFrom: '2026-06',
  monthTo: '2026-11',
  clusterCode: '',
  divisionCode: '',
};

const sampleRequests: { [N in CallName]: RequestOf<N> } = {
  getContent: { contentKey: 'terms', isCache: true },
  login: { memberNumber: '0820000001', password: 'Plaudit123' },
  logout: {},
  sendCell2FactorSms: { cellNum: '0821234567', postAddr2: 'IDP-1' },
  cell2FactorVerify: {
    firstname: 'Aisha',
    surname: 'Patel',
    email: 'aisha@example.com',
    cellNum: '0821234567',
    password: 'abcdefg1',
    otp: '123456',
    auth: 'a1',
    postAddr2: '',
    acceptTerms: true,
  },
  passwordSendCell2FactorSms: { cellNum: '0821234567' },
  pinStatus: { auth: 'a1' },
  pinBySms: { auth: 'a1' },
  passwordCell2FactorVerify: {
    cellNum: '0821234567',
    password: 'abcdefg1',
    otp: '123456',
    auth: 'a1',
  },
  getMemberData: { resetimg: true },
  memberUpdate: {
    interest1: 'Baking',
    firstname: 'Aisha',
    surname: 'Patel',
    postAddr2: 'IDP-123456789012345678901234',
    email: 'aisha@example.com',
    cellNum: '0820000003',
    dOBmm: '3',
    dOBdd: '14',
    interestOtherDesc: '',
    otherInfo: '',
    acceptTerms: true,
  },
  profilePicUpload: { fileProfilePic: new Blob(['x'], { type: 'image/png' }) },
  contactUsSend: {
    ContactName: 'Aisha',
    EmailAddress: 'a@example.com',
    Message: 'Hello',
    AcceptTerms: true,
  },
  getMemberList: { divisionCode: 'ZA-CPT-01', search: '', includeSelf: false },
  newNom: {
    nomCat: 'Integrity',
    reason: 'Stayed late for a sick dog.',
    members: ['1101', 'div:ZA-CPT-02'],
  },
  doReward: {
    what: 'thankyou',
    reason: 'Thank You!',
    points: 0,
    message: 'Thanks!',
    sendBy: 'sms',
    recipients: ['1101'],
  },
  sendToAll: {
    isAllShops: true,
    message: 'Stocktake on Friday',
    sendBy: 'email',
    recipients: ['all_shops:'],
  },
  advertData: {},
  getDivisionList: {},
  getRecentRecognition: {},
  getToKnow: { selectedMemberId: '1103' },
  reportManagement: { selMonth: '2026-11', isAll: false },
  reportRecommendations: { selMonthFrom: '2026-01', selMonthTo: '2026-11' },
  managementStatement: {},
  statement: {},
  payItForwardStatement: {},
  categoryList: {},
  productList: { prodCat3Id: 100, alloc: 'ZA' },
  addToBasket: { productId: 1000 },
  getBasket: { alloc: 'ZA' },
  changeBasketQty: { action: 'decrease', shopBasketId: 501, alloc: 'ZA' },
  getCheckoutOrderSummary: { promoCode: 'WELCOME50', alloc: 'ZA' },
  placeOrder: { cellNum: '0820000001', promoCode: 'WELCOME50', alloc: 'ZA', vfyTotal: 30000 },
  orders: {},
  getVoucherCodeMessage: { memberOrderItemId: 4101 },
  adminMemberSearch: { query: 'Mokoena' },
  adminMember: { memberId: 1003 },
  adminAdjustBalance: {
    memberId: 1003,
    account: 'redeemable',
    points: -20,
    reason: 'Correction of a duplicate recommendation',
  },
  adminInsightsRecognition: insightsSample,
  adminInsightsParticipation: insightsSample,
  adminInsightsValues: { ...insightsSample, clusterCode: 'ZA' },
  adminInsightsPoints: { ...insightsSample, divisionCode: 'ZA-JHB-01' },
  adminInsightsShop: insightsSample,
  adminInsightsWall: insightsSample,
  adminInsightsDeliveries: insightsSample,
  adminSetFlags: { memberId: 1003, isManager: true, isAdmin: false, reason: 'Runs the store now' },
  adminSetActive: { memberId: 1003, active: false, reason: 'Left the company in November' },
  adminAudit: { action: 'member.adjust', memberId: null, page: 1 },
  adminMemberStatement: { memberId: 1003, balance: 'management' },
  adminBudgets: {},
  adminGrantBudget: { memberId: 1002, points: 500, reason: 'December budget' },
  adminOrders: {},
  adminRefundLine: { orderLineId: 9101, reason: 'Out of stock until January' },
  adminOrderHistory: { orderNum: 'PL-200031' },
  adminPromos: {},
  adminCreatePromo: {
    code: 'SUMMER15',
    kind: 'percent',
    amount: '15',
    validFrom: '2026-12-01',
    validTo: '2027-01-31',
    clusterCode: '',
    totalLimit: '500',
    perMemberLimit: '1',
    reason: 'Summer campaign',
  },
  adminEndPromo: { promoId: 1, reason: 'Campaign cancelled' },
  adminImporters: {},
  adminImport: {
    importer: 'members',
    mode: 'dryRun',
    file: new Blob(['cellNum,firstname,surname,divisionCode\n'], { type: 'text/csv' }),
    fileName: 'members.csv',
  },
  adminImportJob: { jobId: null },
  adminContent: {},
  adminSaveContent: {
    key: 'terms',
    title: 'Terms and Conditions',
    content: '<p>Points expire after 24 months.</p>',
    reason: 'New expiry wording',
  },
  adminNominations: { status: 'waiting', page: 1 },
  adminReviewNomination: {
    nominationId: 4102,
    decision: 'approve',
    points: 250,
    message: 'Thank you for the way you run the grooming station.',
    note: '',
  },
  feedList: { filter: 'value:Client Focus', cursor: 'MjAyNi0xMS0yMSAxMjowNTowMHw5MDEy' },
  feedReact: { id: 9012, emoji: '👏', on: true },
  feedComment: { id: 9012, text: 'Well done! <script>alert(1)</script>' },
  feedComments: { id: 9012 },
  feedReactors: { id: 9012 },
  feedDeleteComment: { id: 501 },
  feedAddPoints: { id: 9012, points: 25 },
  adminHideComment: { id: 501, reason: 'Names a customer' },
  adminComments: { before: 501 },
  pushKey: {},
  pushSubscribe: {
    subscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/dXJ0aGVyZS1pcy1vbmx5LW9uZQ',
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  },
  pushUnsubscribe: { endpoint: 'https://fcm.googleapis.com/fcm/send/dXJ0aGVyZS1pcy1vbmx5LW9uZQ' },
};

const wireOf = (name: CallName): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(z.encode(contract[name].response as z.ZodMiniType, fixtures[name])),
  ) as Record<string, unknown>;

describe('contract', () => {
  it('has the 31 paths of SPEC §7 plus logout, gettoknow, the twenty-two of the console, its seven insights, the wall’s nine, push’s three and the WhatsApp pin’s two, under /api/', () => {
    expect(callNames).toHaveLength(76);
    expect(new Set(callNames.map((n) => contract[n].path)).size).toBe(76);
    expect(contract.pinStatus.path).toBe('/api/member/pinstatus');
    expect(contract.pinBySms.path).toBe('/api/member/pinbysms');
    expect(contract.feedList.path).toBe('/api/feed/list');
    expect(contract.adminHideComment.path).toBe('/api/admin/hidecomment');
    expect(contract.adminComments.path).toBe('/api/admin/comments');
    expect(contract.adminInsightsWall.path).toBe('/api/admin/insights/wall');
    expect(contract.adminInsightsDeliveries.path).toBe('/api/admin/insights/deliveries');
    expect(contract.logout.path).toBe('/api/member/logout');
    expect(contract.getCheckoutOrderSummary.path).toBe('/api/shop/getCheckoutOrderSummary');
  });

  describe.each(callNames)('%s', (name) => {
    const endpoint = contract[name];
    it('accepts the request shape of the spec', () => {
      expect(endpoint.request.safeParse(sampleRequests[name]).success).toBe(true);
    });
    it('rejects a request of the wrong shape', () => {
      expect(endpoint.request.safeParse(null).success).toBe(false);
      const sample = sampleRequests[name] as Record<string, unknown>;
      const first = Object.keys(sample)[0];
      if (first)
        expect(endpoint.request.safeParse({ ...sample, [first]: { wrong: true } }).success).toBe(
          false,
        );
    });
    it('accepts the response shape of the spec (as it travels)', () => {
      const parsed = endpoint.response.safeParse(wireOf(name));
      expect(parsed.error?.issues ?? []).toEqual([]);
    });
    it('rejects a response of the wrong shape', () => {
      const wire = wireOf(name);
      const key = Object.keys(wire)[0] ?? 'message';
      expect(endpoint.response.safeParse({ ...wire, [key]: { wrong: true } }).success).toBe(false);
      expect(endpoint.response.safeParse('Internal Server Error').success).toBe(false);
    });
  });

  it('keeps the spec field names on the wire', () => {
    const basket = JSON.stringify(wireOf('getBasket'));
    expect(basket).toContain('"BasketItemStatus"');
    expect(basket).toContain('"fAB"');
    expect(JSON.stringify(wireOf('orders'))).toContain('"VoucherCode"');
    const member = Object.keys((wireOf('getMemberData').memberData ?? {}) as object);
    expect(member).toEqual(
      expect.arrayContaining([
        'dOBdd',
        'dOBmm',
        'postAddr2',
        'awardsPointsAvailable1',
        'awardsPointsAvailableMng',
      ]),
    );
  });

  it('carries the terms tick: required on registration, optional on a profile update', () => {
    const { acceptTerms: _registered, ...registration } = sampleRequests.cell2FactorVerify;
    expect(contract.cell2FactorVerify.request.safeParse(registration).success).toBe(false);
    expect(
      contract.cell2FactorVerify.request.safeParse({ ...registration, acceptTerms: false }).success,
    ).toBe(true);
    const { acceptTerms: _updated, ...profile } = sampleRequests.memberUpdate;
    expect(contract.memberUpdate.request.safeParse(profile).success).toBe(true);
    expect(
      contract.memberUpdate.request.safeParse({ ...profile, acceptTerms: 'yes' }).success,
    ).toBe(false);
  });

  it('lists the public calls of the server issue: content, login, the pin calls, contact, adverts', () => {
    expect(callNames.filter((name) => contract[name].access === 'public').sort()).toEqual(
      [
        'advertData',
        'cell2FactorVerify',
        'contactUsSend',
        'getContent',
        'login',
        'passwordCell2FactorVerify',
        'passwordSendCell2FactorSms',
        'pinBySms',
        'pinStatus',
        'sendCell2FactorSms',
      ].sort(),
    );
  });

  it('applies the maximum lengths of @plaudit/domain fieldLimits', () => {
    const tooLong = (n: number) => 'x'.repeat(n + 1);
    expect(
      contract.login.request.safeParse({
        memberNumber: tooLong(fieldLimits.loginMemberNumber),
        password: 'a',
      }).success,
    ).toBe(false);
    expect(
      contract.sendCell2FactorSms.request.safeParse({
        cellNum: '082',
        postAddr2: tooLong(fieldLimits.postAddr2Registration),
      }).success,
    ).toBe(false);
    expect(
      contract.memberUpdate.request.safeParse({
        ...sampleRequests.memberUpdate,
        postAddr2: 'x'.repeat(fieldLimits.postAddr2Profile),
      }).success,
    ).toBe(true);
    expect(
      contract.memberUpdate.request.safeParse({
        ...sampleRequests.memberUpdate,
        postAddr2: tooLong(fieldLimits.postAddr2Profile),
      }).success,
    ).toBe(false);
    expect(
      contract.newNom.request.safeParse({
        ...sampleRequests.newNom,
        reason: tooLong(fieldLimits.nominationReason),
      }).success,
    ).toBe(false);
    expect(
      contract.getMemberList.request.safeParse({
        ...sampleRequests.getMemberList,
        search: tooLong(fieldLimits.memberSearch),
      }).success,
    ).toBe(false);
  });

  it('bounds an adjustment: an account of the three, whole points within a million, a reason of 200', () => {
    const adjust = contract.adminAdjustBalance.request;
    const sample = sampleRequests.adminAdjustBalance;
    expect(adjust.safeParse({ ...sample, account: 'funding' }).success).toBe(false);
    expect(adjust.safeParse({ ...sample, points: 1.5 }).success).toBe(false);
    expect(adjust.safeParse({ ...sample, points: 1_000_000 }).success).toBe(true);
    expect(adjust.safeParse({ ...sample, points: -1_000_001 }).success).toBe(false);
    expect(
      adjust.safeParse({ ...sample, reason: 'x'.repeat(fieldLimits.adjustmentReason) }).success,
    ).toBe(true);
    expect(
      adjust.safeParse({ ...sample, reason: 'x'.repeat(fieldLimits.adjustmentReason + 1) }).success,
    ).toBe(false);
    expect(contract.adminMember.request.safeParse({ memberId: 0 }).success).toBe(false);
  });

  it('bounds the console: a reason of 200 for roles and deactivation, an audit page from 1', () => {
    const long = 'x'.repeat(fieldLimits.adjustmentReason + 1);
    for (const name of ['adminSetFlags', 'adminSetActive'] as const)
      expect(
        contract[name].request.safeParse({ ...sampleRequests[name], reason: long }).success,
      ).toBe(false);
    expect(
      contract.adminSetFlags.request.safeParse({ ...sampleRequests.adminSetFlags, isAdmin: 'Y' })
        .success,
    ).toBe(false);
    const audit = contract.adminAudit.request;
    expect(audit.safeParse({ ...sampleRequests.adminAudit, page: 0 }).success).toBe(false);
    expect(audit.safeParse({ ...sampleRequests.adminAudit, memberId: 0 }).success).toBe(false);
    expect(audit.safeParse({ ...sampleRequests.adminAudit, memberId: 7 }).success).toBe(true);
    expect(
      audit.safeParse({
        ...sampleRequests.adminAudit,
        action: 'x'.repeat(fieldLimits.auditAction + 1),
      }).success,
    ).toBe(false);
  });

  it('refuses an award type, send method or basket action the spec does not list', () => {
    expect(
      contract.doReward.request.safeParse({ ...sampleRequests.doReward, what: 'bonus' }).success,
    ).toBe(false);
    expect(
      contract.doReward.request.safeParse({ ...sampleRequests.doReward, sendBy: 'fax' }).success,
    ).toBe(false);
    expect(
      contract.changeBasketQty.request.safeParse({
        ...sampleRequests.changeBasketQty,
        action: 'double',
      }).success,
    ).toBe(false);
    expect(
      contract.reportManagement.request.safeParse({ selMonth: 'November 2026', isAll: false })
        .success,
    ).toBe(false);
  });
});
