import type { Contract, ResponseOf } from '../contract';
import type {
  BasketItem,
  CategoryRow,
  Country,
  Division,
  ManagementReportRow,
  Member,
  MemberListItem,
  Order,
  OrderLine,
  Product,
  RecommendationsRow,
  ShopInfo,
  StatementRow,
} from '../entities';
import { advertImage, productImage } from './images';

/**
 * Fixtures of a believable programme: three clusters, many stores and practices, members registered and
 * not, managers and admins, months of statements, a three-level shop. Typed as decoded answers
 * (`ResponseOf<N>`); the handlers encode them to the wire. Everything is fixed: no clock, no randomness.
 */

/** The password of every demo member (the same as the seeded demo server). */
export const demoPassword = 'Plaudit123';

/** The moment the fixtures are set in; reports and statements run back from it. */
export const fixtureNow = new Date(Date.UTC(2026, 10, 21, 14, 3, 0));

const utc = (y: number, m: number, d: number, h = 9, mi = 0) =>
  new Date(Date.UTC(y, m - 1, d, h, mi, 0));

export const countries: Country[] = [
  { countryCode: 'ZA', country: 'South Africa' },
  { countryCode: 'NA', country: 'Namibia' },
  { countryCode: 'BW', country: 'Botswana' },
];

export const divisions: Division[] = [
  { divisionCode: 'ZA-CPT-01', division: 'Sea Point Pet Pantry', countryCode: 'ZA' },
  { divisionCode: 'ZA-CPT-02', division: 'Constantia Vet Clinic', countryCode: 'ZA' },
  { divisionCode: 'ZA-CPT-03', division: 'Bellville Animal Hospital', countryCode: 'ZA' },
  { divisionCode: 'ZA-JHB-01', division: 'Sandton Paws & Claws', countryCode: 'ZA' },
  { divisionCode: 'ZA-JHB-02', division: 'Randburg Veterinary Practice', countryCode: 'ZA' },
  { divisionCode: 'ZA-JHB-03', division: 'Fourways Pet Emporium', countryCode: 'ZA' },
  { divisionCode: 'ZA-DBN-01', division: 'Umhlanga Vet Shop', countryCode: 'ZA' },
  { divisionCode: 'ZA-DBN-02', division: 'Berea Companion Animal Clinic', countryCode: 'ZA' },
  { divisionCode: 'ZA-PTA-01', division: 'Menlyn Pet Care', countryCode: 'ZA' },
  { divisionCode: 'ZA-PLZ-01', division: 'Walmer Veterinary Hospital', countryCode: 'ZA' },
  { divisionCode: 'NA-WDH-01', division: 'Windhoek Pet Centre', countryCode: 'NA' },
  { divisionCode: 'NA-WDH-02', division: 'Klein Windhoek Vet', countryCode: 'NA' },
  { divisionCode: 'NA-SWP-01', division: 'Swakopmund Animal Clinic', countryCode: 'NA' },
  { divisionCode: 'BW-GAB-01', division: 'Gaborone Pet Stop', countryCode: 'BW' },
  { divisionCode: 'BW-GAB-02', division: 'Broadhurst Veterinary Surgery', countryCode: 'BW' },
  { divisionCode: 'BW-FRW-01', division: 'Francistown Vet & Pet', countryCode: 'BW' },
];

const divisionName = (code: string) =>
  divisions.find((d) => d.divisionCode === code)?.division ?? code;

const baseMember: Member = {
  firstname: '',
  surname: '',
  email: '',
  memberNumber: '',
  cellNum: '',
  postAddr2: '',
  picId: null,
  awardsPointsAvailable: 0,
  awardsPointsAvailable1: 0,
  awardsPointsAvailableMng: 0,
  isAdminReports: false,
  isManager: false,
  clusterCode: 'ZA',
  divisionCode: 'ZA-CPT-01',
  siteTemplate: 'plaudit',
  dOBdd: '',
  dOBmm: '',
  interest1: '',
  interestOtherDesc: '',
  otherInfo: '',
};

/** The demo members, the same logins a seeded demo server has. */
export const demoMembers = {
  /** Admin and manager. */
  admin: {
    ...baseMember,
    firstname: 'Thandi',
    surname: 'Mokoena',
    email: 'thandi.mokoena@seapointpets.example',
    memberNumber: '0820000001',
    cellNum: '0820000001',
    postAddr2: 'IDP-100245',
    picId: 'pic-thandi',
    awardsPointsAvailable: 12450,
    awardsPointsAvailable1: 80,
    awardsPointsAvailableMng: 25000,
    isAdminReports: true,
    isManager: true,
    dOBdd: '14',
    dOBmm: '3',
    interest1: 'Trail running',
    otherInfo: 'Fosters kittens for the SPCA on weekends.',
  },
  /** Manager. */
  manager: {
    ...baseMember,
    firstname: 'Pieter',
    surname: 'van Wyk',
    email: 'pieter@constantiavet.example',
    memberNumber: '0820000002',
    cellNum: '0820000002',
    picId: 'pic-pieter',
    divisionCode: 'ZA-CPT-02',
    awardsPointsAvailable: 3120,
    awardsPointsAvailable1: 100,
    awardsPointsAvailableMng: 8000,
    isManager: true,
    dOBdd: '31',
    dOBmm: '4',
    interest1: 'Fly fishing',
  },
  /** Member with an empty email: the portal sends them to the profile update first. */
  member: {
    ...baseMember,
    firstname: 'Aisha',
    surname: 'Patel',
    email: '',
    memberNumber: '0820000003',
    cellNum: '0820000003',
    divisionCode: 'ZA-CPT-01',
    awardsPointsAvailable: 640,
    awardsPointsAvailable1: 45,
    interest1: 'Baking',
  },
} satisfies Record<string, Member>;

const people: [string, string, string, boolean][] = [
  ['Sipho', 'Dlamini', 'ZA-CPT-01', false],
  ['Lerato', 'Nkosi', 'ZA-CPT-01', false],
  ['Johan', 'Botha', 'ZA-CPT-01', true],
  ['Nomvula', 'Khumalo', 'ZA-CPT-02', false],
  ['Ruan', 'Pretorius', 'ZA-CPT-02', false],
  ['Fatima', 'Adams', 'ZA-CPT-03', true],
  ['Bongani', 'Zulu', 'ZA-CPT-03', false],
  ['Megan', "O'Brien", 'ZA-JHB-01', false],
  ['Kagiso', 'Molefe', 'ZA-JHB-01', true],
  ['Priya', 'Naidoo', 'ZA-JHB-02', false],
  ['Thabo', 'Mahlangu', 'ZA-JHB-03', false],
  ['Anika', 'Steyn', 'ZA-DBN-01', true],
  ['Zanele', 'Mthembu', 'ZA-DBN-02', false],
  ['Werner', 'du Plessis', 'ZA-PTA-01', false],
  ['Chloé', 'Müller', 'ZA-PLZ-01', false],
  ['Ndapewa', 'Shikongo', 'NA-WDH-01', true],
  ['Hendrik', 'Witbooi', 'NA-WDH-02', false],
  ['Tuyeni', 'Nghidinwa', 'NA-SWP-01', false],
  ['Kgosi', 'Seretse', 'BW-GAB-01', true],
  ['Boitumelo', 'Kgosidintsi', 'BW-GAB-02', false],
  ['Lesego', 'Motsumi', 'BW-FRW-01', false],
];

/** Everyone in the programme: the demo members, colleagues, and every fourth colleague not yet registered. */
export const memberList: MemberListItem[] = [
  ...Object.values(demoMembers).map((m, i) => ({
    memberId: String(1001 + i),
    memberNumber: m.memberNumber,
    firstname: m.firstname,
    surname: m.surname,
    division: divisionName(m.divisionCode),
    isManager: m.isManager,
  })),
  ...people.map(([firstname, surname, divisionCode, isManager], i) => ({
    memberId: i % 4 === 3 ? `0.${52000 + i}` : String(1101 + i),
    memberNumber: `08${String(31000000 + i * 7919).padStart(8, '0')}`,
    firstname,
    surname,
    division: divisionName(divisionCode),
    isManager,
  })),
];

/** The member list the server would answer for a store (divisionCode) and/or a name search. */
export const memberListFor = (
  divisionCode: string,
  search: string,
): ResponseOf<'getMemberList'> => {
  const store = divisionCode ? divisionName(divisionCode) : undefined;
  const needle = search.trim().toLowerCase();
  return {
    memberList: memberList.filter(
      (m) =>
        (store === undefined || m.division === store) &&
        (!needle || `${m.firstname} ${m.surname}`.toLowerCase().includes(needle)),
    ),
  };
};

const recognition = [
  { picId: 'pic-johan', memberName: 'Johan Botha', division: 'Sea Point Pet Pantry' },
  { picId: null, memberName: 'Nomvula Khumalo', division: 'Constantia Vet Clinic' },
  { picId: 'pic-priya', memberName: 'Priya Naidoo', division: 'Randburg Veterinary Practice' },
  { picId: 'pic-ndapewa', memberName: 'Ndapewa Shikongo', division: 'Windhoek Pet Centre' },
  { picId: null, memberName: 'Kgosi Seretse', division: 'Gaborone Pet Stop' },
  { picId: 'pic-anika', memberName: 'Anika Steyn', division: 'Umhlanga Vet Shop' },
  { picId: 'pic-werner', memberName: 'Werner du Plessis', division: 'Menlyn Pet Care' },
  { picId: null, memberName: 'Lerato Nkosi', division: 'Sea Point Pet Pantry' },
];

/** The member data bundle of a demo member (login adds the token). */
export const memberDataFor = (m: Member): ResponseOf<'getMemberData'> => ({
  memberData: m,
  homeGetToKnow: [
    {
      memberId: '1103',
      picId: 'pic-johan',
      memberName: 'Johan Botha',
      division: 'Sea Point Pet Pantry',
      interest1: 'Birding',
      otherInfo: 'Has three rescue greyhounds.',
    },
    {
      memberId: '1110',
      picId: null,
      memberName: 'Priya Naidoo',
      division: 'Randburg Veterinary Practice',
      interest1: 'Salsa',
      otherInfo: '',
    },
  ],
  homeRecentRecognition: recognition.slice(0, 4),
  homeStats: { messagesSent: 18342, rewardsIssued: 7261, rewardsRedeemed: 4108 },
});

export const memberData: ResponseOf<'getMemberData'> = memberDataFor(demoMembers.admin);
export const login: ResponseOf<'login'> = {
  ...memberDataFor(demoMembers.admin),
  token: 'mock-token-0820000001',
};

export const divisionList: ResponseOf<'getDivisionList'> = {
  countryList: countries,
  divisionList: divisions,
};
export const recentRecognition: ResponseOf<'getRecentRecognition'> = { report: recognition };

export const adverts: ResponseOf<'advertData'> = {
  advertData: [
    { what: 'shop', img: advertImage('Double points on pet-food vouchers', 210), href: '/rewards' },
    { what: 'recognise', img: advertImage('Recognise a colleague today', 140), href: '/reward' },
    { what: 'content', img: advertImage('How the programme works', 30), href: '/howitworks' },
  ],
  imageBase: '',
  exp: 300,
};

const paragraph = (title: string, body: string) => `<h2>${title}</h2><p>${body}</p>`;

/** A content block for every key the portal asks for. */
export const content: Record<string, ResponseOf<'getContent'>> = {
  terms: {
    title: 'Terms and Conditions',
    content:
      paragraph(
        'Participation',
        'The programme is open to employees of participating pet-care businesses.',
      ) +
      paragraph('Points', 'Points have no cash value and expire 24 months after they are earned.') +
      paragraph('Vouchers', 'Vouchers are subject to the terms of the issuing retailer.'),
  },
  privacy: {
    title: 'Privacy Policy',
    content: paragraph(
      'Your information',
      'We keep your name, cell number and email to run the programme and nothing else.',
    ),
  },
  disclaimer: {
    title: 'Disclaimer',
    content: paragraph(
      'Disclaimer',
      'Rewards are offered while stocks last and may change without notice.',
    ),
  },
  contactusterms: {
    title: 'Contact Us terms',
    content: '<p>I agree that the programme team may contact me about this message.</p>',
  },
  topmsgcontactus: {
    title: 'Contact Us',
    content:
      '<p>Questions about points, orders or vouchers? Send us a message and we will reply within two working days.</p>',
  },
  topmsgsendtoall: {
    title: 'Send To All',
    content: '<p>SMS messages are charged per recipient and limited to 150 characters.</p>',
  },
  btmmsgmemberdetails: {
    title: 'Your details',
    content:
      '<p>Keep your email up to date: order confirmations and voucher codes are sent to it.</p>',
  },
  topMsgRewards: {
    title: 'Rewards',
    content: '<p>Vouchers are sent by SMS within 24 hours of your order.</p>',
  },
  about: {
    title: 'About Us',
    content: paragraph(
      'About the programme',
      'Plaudit rewards the people who care for pets every day.',
    ),
  },
  howitworks: {
    title: 'How it Works',
    content:
      '<ol><li>Earn points when colleagues and managers recognise you.</li><li>Spend them on vouchers in the shop.</li></ol>',
  },
};

const monthsBack = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(fixtureNow.getUTCFullYear(), fixtureNow.getUTCMonth() - i, 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  });

const statementRows = (
  descriptions: [string, number][],
  perMonth: number,
  months: number,
): StatementRow[] =>
  monthsBack(months).flatMap(({ year, month }, mi) =>
    Array.from({ length: perMonth }, (_, k) => {
      const [transDescription, pointsValue] = descriptions[
        (mi * perMonth + k) % descriptions.length
      ] ?? ['', 0];
      return {
        transDate: utc(year, month, 3 + k * 6, 8 + k, 15 * k),
        transDescription,
        pointsValue,
      };
    }),
  );

/** Redeemable points: credits from awards, debits from orders. */
export const statement: ResponseOf<'statement'> = {
  report: statementRows(
    [
      ['Recognised by Pieter van Wyk: Client Focus', 250],
      ['Order ORD-10041: Checkers voucher', -500],
      ['Pay It Forward from Lerato Nkosi: Teamwork', 20],
      ['Adhoc recognition: Drives Results', 100],
      ['Order ORD-10038: Woolworths voucher', -1000],
      ['Programme welcome bonus', 0],
    ],
    3,
    14,
  ),
};

/** A manager's recognition budget: grants in, awards out. */
export const managementStatement: ResponseOf<'managementStatement'> = {
  report: statementRows(
    [
      ['Monthly recognition budget', 5000],
      ['Recognised Johan Botha: Collaborates', -250],
      ['Recognised Entire division: Sea Point Pet Pantry', -1000],
      ['Adhoc recognition to Lerato Nkosi', -100],
    ],
    4,
    12,
  ),
};

/** The Pay It Forward allowance. */
export const payItForwardStatement: ResponseOf<'payItForwardStatement'> = {
  report: statementRows(
    [
      ['Monthly Pay It Forward allowance', 100],
      ['Paid forward to Sipho Dlamini: Integrity', -20],
      ["Paid forward to Megan O'Brien: Excellence", -50],
    ],
    3,
    10,
  ),
};

const awardTypes = ['Recognise', 'Adhoc', 'Pay It Forward', 'Shout Out'];
const recogniseValues = [
  'Cultivates Innovation',
  'Client Focus',
  'Drives Results',
  'Collaborates',
  'Flexibility and Adaptability',
];
const pointChoices = [5, 10, 20, 25, 50, 100, 150, 200, 250, 500];

/** Enough rows to scroll (60). */
export const managementReport: ResponseOf<'reportManagement'> = {
  report: Array.from({ length: 60 }, (_, i): ManagementReportRow => {
    const from = memberList[i % 3] ?? memberList[0];
    const to = memberList[3 + ((i * 5) % (memberList.length - 3))] ?? memberList[0];
    const type = awardTypes[i % awardTypes.length] ?? 'Recognise';
    return {
      type,
      date: utc(2026, 11, 1 + (i % 20), 8 + (i % 9), (i * 7) % 60),
      from: `${from?.firstname ?? ''} ${from?.surname ?? ''}`,
      fromMemberNo: from?.memberNumber ?? '',
      fromDivision: from?.division ?? '',
      to: `${to?.firstname ?? ''} ${to?.surname ?? ''}`,
      toMemberNo: to?.memberNumber ?? '',
      toDivision: to?.division ?? '',
      points: type === 'Shout Out' ? 0 : (pointChoices[i % pointChoices.length] ?? 5),
      value: recogniseValues[i % recogniseValues.length] ?? '',
    };
  }),
};

const clinics = ['CL-0042', 'CL-0107', 'CL-0311', 'CL-0588'];
const recommended = [
  "Hill's Prescription Diet k/d",
  'Royal Canin Urinary S/O',
  "Hill's Science Plan Puppy",
  'Royal Canin Gastrointestinal',
];

/** Enough rows to scroll (80), including a description with a comma, quotes and a non-Latin name. */
export const recommendationsReport: ResponseOf<'reportRecommendations'> = {
  report: Array.from({ length: 80 }, (_, i): RecommendationsRow => {
    const who = memberList[(i * 3) % memberList.length] ?? memberList[0];
    return {
      transId: 900100 + i,
      date: utc(2026, 11 - (i % 3), 1 + (i % 27), 10, (i * 11) % 60),
      clinicId: clinics[i % clinics.length] ?? '',
      memberNumber: who?.memberNumber ?? '',
      member: `${who?.firstname ?? ''} ${who?.surname ?? ''}`,
      cellNo: who?.memberNumber ?? '',
      transDescription:
        i === 7
          ? 'Recommended "Renal" diet, 2kg bag'
          : `Recommended ${recommended[i % recommended.length] ?? ''}`,
      points: 10 + (i % 5) * 5,
    };
  }),
};

// Shop

const categoryTree: [string, string, string[]][] = [
  ['Vouchers', 'Groceries', ['Checkers', 'Pick n Pay', 'Woolworths Food']],
  ['Vouchers', 'Fashion', ['Mr Price', 'Cotton On']],
  ['Vouchers', 'Pet Supplies', ['Petzone', 'Absolute Pets']],
  ['Experiences', 'Dining', ['Spur', 'Ocean Basket']],
  ['Experiences', 'Entertainment', ['Ster-Kinekor', 'Nu Metro']],
  ['Airtime & Data', 'Mobile', ['Vodacom', 'MTN']],
];

export const categories: CategoryRow[] = categoryTree.flatMap(([cat1, cat2, leaves], i) =>
  leaves.map((cat3, j) => ({ cat1, cat2, cat3, prodCat3Id: 100 + i * 10 + j })),
);

export const shopInfo: ShopInfo = {
  alloc: 'ZA',
  isPaygate: false,
  allocDesc: 'South Africa rewards',
  isTruncateCents: false,
  addToBasketType: 'S',
  deliveryType: 'C',
  productCurrency: 'ZAR',
  currencySymbol: 'R',
  currencyDecimalPlaces: 2,
  isCurrencySymbolSuffix: false,
  pmtMethodTypes: 'P',
  currencyRateMoney: 0.1,
  pointsAvailable: demoMembers.admin.awardsPointsAvailable,
};

/** The same shop for a cluster with a suffixed symbol and truncated cents (Botswana pula). */
export const shopInfoSuffixTruncated: ShopInfo = {
  ...shopInfo,
  alloc: 'BW',
  allocDesc: 'Botswana rewards',
  productCurrency: 'BWP',
  currencySymbol: ' P',
  isTruncateCents: true,
  isCurrencySymbolSuffix: true,
  deliveryType: 'Z',
};

const denominations = [10000, 25000, 50000];

const productsOf = (cat: CategoryRow, index: number): Product[] =>
  denominations.map((price, k) => ({
    productId: cat.prodCat3Id * 10 + k,
    imageFile: productImage(cat.cat3, `R${price / 100}`, (index * 37 + k * 11) % 360),
    description: `${cat.cat3} R${price / 100} voucher`,
    brand: cat.cat3,
    model: `${cat.cat3
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 4)}-${price / 100}`,
    fAB:
      k === 1
        ? `~(p~)Redeem in store or online at ${cat.cat3}.~(/p~)~(ul~)~(li~)Valid 36 months~(/li~)~(li~)Sent by SMS~(/li~)~(/ul~)`
        : `~(p~)A ${cat.cat3} voucher worth ~(strong~)R${price / 100}~(/strong~).~(/p~)`,
    displayPrice: price,
    priceDescription: `${price / 10} points`,
    // The largest Spur and Ster-Kinekor vouchers are ordered by phone only.
    noBasket: k === 2 && (cat.cat3 === 'Spur' || cat.cat3 === 'Ster-Kinekor') ? 'N' : 'Y',
  }));

export const products: Product[] = categories.flatMap(productsOf);

export const categoryList: ResponseOf<'categoryList'> = {
  cats: categories,
  totalBasketQty: 5,
  totalBasketPrice: 135000,
  inf: shopInfo,
};

/** The products of one leaf category, as productList answers them. */
export const productListFor = (prodCat3Id: number): ResponseOf<'productList'> => {
  const cat = categories.find((c) => c.prodCat3Id === prodCat3Id);
  return {
    catName: cat?.cat3 ?? '',
    products: products.filter((p) => Math.floor(p.productId / 10) === prodCat3Id),
  };
};

const firstCategory = categories[0] as CategoryRow;
export const productList: ResponseOf<'productList'> = productListFor(firstCategory.prodCat3Id);
const firstProduct = products[0] as Product;

const line = (
  p: Product | undefined,
  shopBasketId: number,
  qty: number,
  basketPrice: number,
  status: BasketItem['BasketItemStatus'],
): BasketItem => {
  const product = p ?? firstProduct;
  return {
    ...product,
    shopBasketId,
    qty,
    basketPrice,
    itemTotal: status === 'DELETED' ? 0 : qty * product.displayPrice,
    BasketItemStatus: status,
  };
};

/** A basket with one line of each BasketItemStatus ('' normal, DELETED, CHANGED, DECREASED). */
export const basket: ResponseOf<'getBasket'> = (() => {
  const items = [
    line(firstProduct, 501, 2, firstProduct.displayPrice, ''),
    line(
      products.find((p) => p.brand === 'Cotton On'),
      502,
      1,
      25000,
      'DELETED',
    ),
    line(
      products.find((p) => p.brand === 'Petzone' && p.displayPrice === 25000),
      503,
      1,
      20000,
      'CHANGED',
    ),
    line(
      products.find((p) => p.brand === 'Vodacom' && p.displayPrice === 10000),
      504,
      1,
      12000,
      'DECREASED',
    ),
  ].map((item) =>
    item.BasketItemStatus === 'CHANGED'
      ? { ...item, displayPrice: 27500, itemTotal: item.qty * 27500 }
      : item,
  );
  const live = items.filter((i) => i.BasketItemStatus !== 'DELETED');
  return {
    basket: items,
    totalBasketQty: live.reduce((n, i) => n + i.qty, 0),
    totalBasketPrice: live.reduce((n, i) => n + i.itemTotal, 0),
  };
})();

export const emptyBasket: ResponseOf<'getBasket'> = {
  basket: [],
  totalBasketQty: 0,
  totalBasketPrice: 0,
};

export const addToBasket: ResponseOf<'addToBasket'> = {
  product: firstProduct,
  totalBasketQty: basket.totalBasketQty,
  totalBasketPrice: basket.totalBasketPrice,
};

export const checkoutSummary: ResponseOf<'getCheckoutOrderSummary'> = {
  totalBasketQty: basket.totalBasketQty,
  totalBasketPrice: basket.totalBasketPrice,
  isVoucherOk: true,
  grandTotal: basket.totalBasketPrice - 5000,
  vfyTotal: basket.totalBasketPrice - 5000,
  cellNum: demoMembers.admin.cellNum,
  voucherAmtDesc: 'WELCOME50: R50.00 off',
  shopVoucherDiscountTotal: 5000,
};

/** The summary with a promo code that is not valid. */
export const checkoutSummaryBadVoucher: ResponseOf<'getCheckoutOrderSummary'> = {
  ...checkoutSummary,
  isVoucherOk: false,
  grandTotal: basket.totalBasketPrice,
  vfyTotal: basket.totalBasketPrice,
  voucherAmtDesc: 'This promo code has expired',
  shopVoucherDiscountTotal: 0,
};

/** The number of the order just placed; it is the newest of the orders fixture. */
export const placeOrder: ResponseOf<'placeOrder'> = { orderNum: 'ORD-10042' };

const orderRows: Order[] = [
  {
    memberOrderId: 42,
    orderNum: 'ORD-10042',
    orderDate: utc(2026, 11, 21, 13, 58),
    orderStatusDesc: 'Processing',
    orderStatusId: '20',
    totalGrandTotal: 35000,
    totalDiscount: 5000,
    VoucherCode: 'WELCOME50',
    totalDue: 30000,
    itemCount: 2,
  },
  {
    memberOrderId: 41,
    orderNum: 'ORD-10041',
    orderDate: utc(2026, 10, 30, 16, 12),
    orderStatusDesc: 'Complete',
    orderStatusId: '30.1',
    totalGrandTotal: 50000,
    totalDiscount: 0,
    VoucherCode: '',
    totalDue: 50000,
    itemCount: 1,
  },
  {
    memberOrderId: 38,
    orderNum: 'ORD-10038',
    orderDate: utc(2026, 8, 2, 9, 40),
    orderStatusDesc: 'Complete, part pending',
    orderStatusId: '30.2',
    totalGrandTotal: 60000,
    totalDiscount: 10000,
    VoucherCode: 'WINTER100',
    totalDue: 50000,
    itemCount: 3,
  },
  {
    memberOrderId: 35,
    orderNum: 'ORD-10035',
    orderDate: utc(2026, 5, 11, 11, 5),
    orderStatusDesc: 'Cancelled',
    orderStatusId: '90',
    totalGrandTotal: 10000,
    totalDiscount: 0,
    VoucherCode: '',
    totalDue: 10000,
    itemCount: 1,
  },
];

const orderLines: OrderLine[] = [
  {
    memberOrderId: 42,
    memberOrderItemId: 4201,
    productCode: 'CHEC-100',
    itemDescription: 'Checkers R100 voucher',
    itemQty: 1,
    itemPrice: 10000,
    itemTotal: 10000,
    dispatchStatus: 1,
  },
  {
    memberOrderId: 42,
    memberOrderItemId: 4202,
    productCode: 'WOOL-250',
    itemDescription: 'Woolworths Food R250 voucher',
    itemQty: 1,
    itemPrice: 25000,
    itemTotal: 25000,
    dispatchStatus: 1,
  },
  {
    memberOrderId: 41,
    memberOrderItemId: 4101,
    productCode: 'CHEC-500',
    itemDescription: 'Checkers R500 voucher',
    itemQty: 1,
    itemPrice: 50000,
    itemTotal: 50000,
    dispatchStatus: 4,
  },
  {
    memberOrderId: 38,
    memberOrderItemId: 3801,
    productCode: 'PETZ-100',
    itemDescription: 'Petzone R100 voucher',
    itemQty: 2,
    itemPrice: 10000,
    itemTotal: 20000,
    dispatchStatus: 4,
  },
  {
    memberOrderId: 38,
    memberOrderItemId: 3802,
    productCode: 'SPUR-250',
    itemDescription: 'Spur R250 voucher',
    itemQty: 1,
    itemPrice: 25000,
    itemTotal: 25000,
    dispatchStatus: 4,
  },
  {
    memberOrderId: 38,
    memberOrderItemId: 3803,
    productCode: 'STER-150',
    itemDescription: 'Ster-Kinekor R150 voucher',
    itemQty: 1,
    itemPrice: 15000,
    itemTotal: 15000,
    dispatchStatus: 2,
  },
  {
    memberOrderId: 35,
    memberOrderItemId: 3501,
    productCode: 'MRPR-100',
    itemDescription: 'Mr Price R100 voucher',
    itemQty: 1,
    itemPrice: 10000,
    itemTotal: 10000,
    dispatchStatus: 0,
  },
];

export const orders: ResponseOf<'orders'> = {
  orders: orderRows,
  orderDetails: orderLines,
  inf: {
    productCurrency: shopInfo.productCurrency,
    currencySymbol: shopInfo.currencySymbol,
    currencyDecimalPlaces: shopInfo.currencyDecimalPlaces,
    isTruncateCents: shopInfo.isTruncateCents,
    isCurrencySymbolSuffix: shopInfo.isCurrencySymbolSuffix,
  },
};

export const noOrders: ResponseOf<'orders'> = { ...orders, orders: [], orderDetails: [] };

export const voucherCodeMessage: ResponseOf<'getVoucherCodeMessage'> = {
  message:
    '<p>Your Checkers voucher code is <strong>7731 0042 9186 5520</strong>.</p><p>Valid until 30 November 2029.</p>',
};

const ok = { message: 'Saved.' };

/** One success fixture per call. */
export const fixtures = {
  getContent: content.terms as ResponseOf<'getContent'>,
  login,
  logout: {},
  sendCell2FactorSms: { auth: 'mock-auth-7f3a9c' },
  cell2FactorVerify: { message: 'Registration complete.' },
  passwordSendCell2FactorSms: { auth: 'mock-auth-5b1e22' },
  passwordCell2FactorVerify: { message: 'Your password has been changed.' },
  getMemberData: memberData,
  memberUpdate: ok,
  profilePicUpload: ok,
  contactUsSend: { message: 'Thank you, your message has been sent.' },
  getMemberList: memberListFor('ZA-CPT-01', ''),
  newNom: { message: 'Thank you. Your nomination has been submitted.' },
  doReward: {},
  sendToAll: { sentCount: 24 },
  advertData: adverts,
  getDivisionList: divisionList,
  getRecentRecognition: recentRecognition,
  getToKnow: {
    getToKnow: [
      {
        memberId: '1103',
        picId: 'pic-johan',
        memberName: 'Johan Botha',
        division: 'Sea Point Pet Pantry',
        interest1: 'Birding',
        interestOtherDesc: 'Rings birds on the Berg River every second weekend.',
        otherInfo: 'Has three rescue greyhounds.',
      },
    ],
  } as ResponseOf<'getToKnow'>,
  reportManagement: managementReport,
  reportRecommendations: recommendationsReport,
  managementStatement,
  statement,
  payItForwardStatement,
  categoryList,
  productList,
  addToBasket,
  getBasket: basket,
  changeBasketQty: basket,
  getCheckoutOrderSummary: checkoutSummary,
  placeOrder,
  orders,
  getVoucherCodeMessage: voucherCodeMessage,
} satisfies { [N in keyof Contract]: ResponseOf<N> };

/** Fixtures for other states, by call: empty lists and the other variants named above. */
export const variants = {
  getMemberList: { noMembers: { memberList: [] } as ResponseOf<'getMemberList'> },
  getRecentRecognition: { empty: { report: [] } as ResponseOf<'getRecentRecognition'> },
  getToKnow: {
    none: { getToKnow: [] } as ResponseOf<'getToKnow'>,
    noAnswers: {
      getToKnow: [
        {
          memberId: '1105',
          picId: 'pic-ruan',
          memberName: 'Ruan Pretorius',
          division: 'Constantia Vet Clinic',
          interest1: '',
          interestOtherDesc: '',
          otherInfo: '',
        },
      ],
    } as ResponseOf<'getToKnow'>,
    noPicture: {
      getToKnow: [
        {
          memberId: '1110',
          picId: null,
          memberName: 'Priya Naidoo',
          division: 'Randburg Veterinary Practice',
          interest1: 'Salsa',
          interestOtherDesc: 'Dances at a studio in Greenside on Thursdays.',
          otherInfo: '',
        },
      ],
    } as ResponseOf<'getToKnow'>,
  },
  reportManagement: { empty: { report: [] } as ResponseOf<'reportManagement'> },
  reportRecommendations: { empty: { report: [] } as ResponseOf<'reportRecommendations'> },
  payItForwardStatement: { empty: { report: [] } as ResponseOf<'payItForwardStatement'> },
  getBasket: { empty: emptyBasket },
  getCheckoutOrderSummary: { badVoucher: checkoutSummaryBadVoucher },
  categoryList: {
    suffixTruncated: {
      ...categoryList,
      inf: shopInfoSuffixTruncated,
    } as ResponseOf<'categoryList'>,
  },
  orders: { none: noOrders },
  getMemberData: {
    manager: memberDataFor(demoMembers.manager),
    member: memberDataFor(demoMembers.member),
  },
};
