import {
  calendarMonthOf,
  initialsOf,
  memberName,
  monthKeyOf,
  type AwardType,
} from '@plaudit/domain';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { openMemberAccounts, postTransfers, type TransferInput } from '../ledger/ledger.ts';
import { awardWording, type EntryText } from '../ledger/wording.ts';
import { nationalForm, toE164 } from '../phone.ts';
import { defaultProgrammeName, programmeTimeZone } from '../settings.ts';
import { hashPassword, type PasswordCost } from '../security/passwords.ts';
import { seedDemoShop } from '../shop/demoCatalogue.ts';
import { newPictureId } from '../security/tokens.ts';
import type { Db, Tx } from './client.ts';
import { demoContent } from './content.ts';
import { insertSeedAwards } from './seedAwards.ts';
import { monthlyBudget, seedHistory } from './seedHistory.ts';
import { seedWall } from './seedWall.ts';
import {
  accountKind,
  adverts,
  clusters,
  contentBlocks,
  divisions,
  jobRuns,
  members,
  profilePictures,
  type MemberAccountKind,
} from './schema.ts';

/** The demo logins the README and outside tests rely on (all in South Africa, password Plaudit123). */
/**
 * Colleagues who joined this month: the history leaves their balances and orders alone, as it does the
 * demo logins' (the shop's journeys start from a new joiner's 250-point registration bonus).
 */
export const newJoiners = new Set([
  '0820001110',
  '0820001111',
  '0820001112',
  '0820001113',
  '0820001114',
]);

export const demoLogins = {
  adminManager: '0820000001',
  manager: '0820000002',
  member: '0820000003',
  /** Registered without an email address: the portal sends them to complete it after login. */
  noEmail: '0820000004',
  notRegistered: '0820000099',
  password: 'Plaudit123',
} as const;

interface DemoMember {
  cell: string;
  region: 'ZA' | 'NA';
  division: string;
  firstname: string;
  surname: string;
  registered: boolean;
  /** Registered, but the email address is empty (as members loaded before emails were required). */
  noEmail?: boolean;
  isManager?: boolean;
  isAdminReports?: boolean;
  interest1?: string;
  otherInfo?: string;
  dob?: [string, string];
  picture?: string;
}

const demoClusters = [
  {
    code: 'ZA',
    name: 'South Africa',
    phoneRegion: 'ZA',
    sortOrder: 1,
    productCurrency: 'ZAR',
    currencySymbol: 'R',
    currencyDecimalPlaces: 2,
    isTruncateCents: false,
    isCurrencySymbolSuffix: false,
    deliveryType: 'C',
    currencyRateMoney: '1',
  },
  {
    code: 'NA',
    name: 'Namibia',
    phoneRegion: 'NA',
    sortOrder: 2,
    productCurrency: 'NAD',
    currencySymbol: 'N$',
    currencyDecimalPlaces: 2,
    isTruncateCents: true,
    isCurrencySymbolSuffix: false,
    deliveryType: 'Z',
    currencyRateMoney: '1',
  },
];

const demoDivisions = [
  { code: 'ZA-JHB-PAWS', name: 'Paws & Claws Pet Shop, Sandton', kind: 'petshop', cluster: 'ZA' },
  { code: 'ZA-PTA-JACA', name: 'Jacaranda Pets, Pretoria', kind: 'petshop', cluster: 'ZA' },
  { code: 'ZA-DBN-COAST', name: 'Coastal Vet Shop, Durban', kind: 'vetshop', cluster: 'ZA' },
  { code: 'ZA-PLZ-BAY', name: 'Bayside Vet Supplies, Gqeberha', kind: 'vetshop', cluster: 'ZA' },
  { code: 'ZA-STB-CLINIC', name: 'Stellenbosch Animal Clinic', kind: 'practice', cluster: 'ZA' },
  {
    code: 'ZA-BFN-HOSP',
    name: 'Bloemfontein Veterinary Hospital',
    kind: 'practice',
    cluster: 'ZA',
  },
  { code: 'NA-WHK-PETS', name: 'Windhoek Pet Centre', kind: 'petshop', cluster: 'NA' },
  { code: 'NA-OSH-CORNER', name: 'Oshakati Pet Corner', kind: 'petshop', cluster: 'NA' },
  { code: 'NA-SWP-VET', name: 'Swakopmund Vet Shop', kind: 'vetshop', cluster: 'NA' },
  { code: 'NA-WVB-HOSP', name: 'Walvis Bay Animal Hospital', kind: 'practice', cluster: 'NA' },
];

const firstNames = [
  'Ayanda',
  'Johan',
  'Nomvula',
  'Kagiso',
  'Chantal',
  'Bongani',
  'Annelie',
  'Tshepo',
  'Zanele',
  'Ruan',
  'Palesa',
  'Mandla',
  'Karabo',
  'Liezl',
  'Themba',
  'Naledi',
  'Riaan',
  'Busisiwe',
  'Sizwe',
  'Megan',
  'Dineo',
  'Wikus',
  'Refilwe',
  'Lwazi',
  'Ilse',
  'Katlego',
  'Yusuf',
  'Priya',
  'Ndapewa',
  'Tangeni',
  'Hilma',
  'Petrus',
  'Selma',
  'Frieda',
  'Johannes',
  'Martha',
  'Ester',
  'Gideon',
  'Loide',
  'Elago',
  'Simone',
  'Craig',
  'Faith',
  'Andile',
  'Marius',
  'Nandi',
  'Keegan',
  'Amahle',
  'Fiona',
  'Kyle',
  'Lindiwe',
  'Mpho',
  'Jacques',
  'Carmen',
];
const surnames = [
  'Khumalo',
  'Botha',
  'Mahlangu',
  'Sithole',
  'Pillay',
  'Ndlovu',
  'Pretorius',
  'Molefe',
  'Zulu',
  'Steyn',
  'Radebe',
  'Nel',
  'Mthembu',
  'Coetzee',
  'Naidoo',
  'Shabalala',
  'Venter',
  'Mabaso',
  'Fourie',
  'Nkuna',
  'Erasmus',
  'Maseko',
  'Jacobs',
  'Hendricks',
  'Amupolo',
  'Shikongo',
  'Nghipondoka',
  'Iipumbu',
  'Hamutenya',
  'Kambonde',
  'Shilongo',
  'Haufiku',
];
const interests = [
  'Hiking with my two border collies',
  'Aquariums and cichlids',
  'Trail running',
  'Baking for the team',
  'Fostering kittens',
  'Birdwatching',
  'Braai master on weekends',
  'Reading crime novels',
  'Rugby (Go Bokke!)',
  'Gardening',
  'Horse riding',
  'Photography',
];
const otherInfos = [
  'Ask me anything about reptile care.',
  'Ten years in the trade and still learning.',
  'I speak isiZulu, English and Afrikaans.',
  'Proud owner of a very spoilt Staffie.',
  'Studying towards a veterinary nursing diploma.',
  'Coffee first, then questions.',
];

/** The named demo members first, then a believable crowd made from the name lists (deterministic). */
function demoMembers(): DemoMember[] {
  const list: DemoMember[] = [
    {
      cell: demoLogins.adminManager,
      region: 'ZA',
      division: 'ZA-JHB-PAWS',
      firstname: 'Thandi',
      surname: 'Nkosi',
      registered: true,
      isManager: true,
      isAdminReports: true,
      interest1: 'Running the Comrades with my husky',
      otherInfo: 'Store manager and programme admin. My door is always open.',
      dob: ['14', '3'],
      picture: '#2d6a4f',
    },
    {
      cell: demoLogins.manager,
      region: 'ZA',
      division: 'ZA-JHB-PAWS',
      firstname: 'Pieter',
      surname: 'van der Merwe',
      registered: true,
      isManager: true,
      interest1: 'Fly fishing',
      otherInfo: 'Assistant manager, weekend shifts.',
      dob: ['2', '11'],
      picture: '#1d3557',
    },
    {
      cell: demoLogins.member,
      region: 'ZA',
      division: 'ZA-JHB-PAWS',
      firstname: 'Lerato',
      surname: 'Mokoena',
      registered: true,
      interest1: 'Grooming show dogs',
      otherInfo: 'Find me at the grooming station.',
      dob: ['29', '2'],
      picture: '#9d4edd',
    },
    {
      cell: demoLogins.notRegistered,
      region: 'ZA',
      division: 'ZA-JHB-PAWS',
      firstname: 'Sipho',
      surname: 'Dlamini',
      registered: false,
    },
  ];
  let n = 0;
  demoDivisions.forEach((division, d) => {
    const perDivision = division.cluster === 'ZA' ? 8 : 4;
    for (let i = 0; i < perDivision; i += 1, n += 1) {
      const za = division.cluster === 'ZA';
      const firstname = firstNames[(n * 7 + d) % firstNames.length] ?? 'Sam';
      const surname = surnames[(n * 5 + d * 3) % surnames.length] ?? 'Smith';
      list.push({
        cell: za
          ? `082000${String(1100 + n).padStart(4, '0')}`
          : `081200${String(1100 + n).padStart(4, '0')}`,
        region: za ? 'ZA' : 'NA',
        division: division.code,
        firstname,
        surname,
        registered: n % 4 !== 3,
        isManager: i === 0,
        interest1: n % 3 === 0 ? (interests[n % interests.length] ?? '') : '',
        otherInfo: n % 3 === 0 ? (otherInfos[n % otherInfos.length] ?? '') : '',
        dob: n % 5 === 0 ? [String(1 + (n % 28)), String(1 + (n % 12))] : undefined,
        picture:
          n % 6 === 0 && n % 4 !== 3
            ? ['#e76f51', '#264653', '#f4a261', '#6d597a', '#2a9d8f'][n % 5]
            : undefined,
      } satisfies DemoMember);
    }
  });
  // Last, so the crowd's numbering and everything derived from member order stays as it was.
  list.push({
    cell: demoLogins.noEmail,
    region: 'ZA',
    division: 'ZA-PTA-JACA',
    firstname: 'Nomsa',
    surname: 'Cele',
    registered: true,
    noEmail: true,
  });
  return list;
}

const avatarCache = new Map<string, Promise<Buffer>>();
/** A square initials avatar, as an uploaded picture would be stored (WebP 256×256). */
function avatar(initials: string, colour: string): Promise<Buffer> {
  const key = `${initials}${colour}`;
  let bytes = avatarCache.get(key);
  if (!bytes) {
    bytes = renderAvatar(initials, colour);
    avatarCache.set(key, bytes);
  }
  return bytes;
}

function renderAvatar(initials: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${colour}"/><text x="128" y="160" font-family="Arial, sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

const hashCache = new Map<string, Promise<string>>();
/** One hash of the demo password per cost: hashing it sixty times would only slow the start. */
function demoPasswordHash(cost: PasswordCost): Promise<string> {
  const key = `${cost.logN}/${cost.r}/${cost.p}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(demoLogins.password, cost);
    hashCache.set(key, hash);
  }
  return hash;
}

function demoPictures(people: DemoMember[]): Promise<(Buffer | undefined)[]> {
  return Promise.all(
    people.map((p) =>
      p.picture ? avatar(initialsOf(memberName(p)), p.picture) : Promise.resolve(undefined),
    ),
  );
}

/**
 * Starts the seed's slow parts (the one scrypt hash of the demo password, the avatars) on the thread
 * pool, so they run while a new database is still being created; seedDemo then finds them done.
 */
export function warmDemoSeed(passwordCost: PasswordCost): void {
  void demoPasswordHash(passwordCost).catch(() => undefined);
  void demoPictures(demoMembers()).catch(() => undefined);
}

const day = 24 * 60 * 60_000;

export async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(clusters);
  return (row?.n ?? 0) === 0;
}

/** Fills an empty database with the demo programme, in one transaction; its texts give the programme's name. */
export async function seedDemo(
  db: Db,
  options: { now: Date; passwordCost: PasswordCost; programmeName?: string },
): Promise<void> {
  const { now } = options;
  const programmeName = options.programmeName ?? defaultProgrammeName;
  const passwordHash = await demoPasswordHash(options.passwordCost);
  const people = demoMembers();
  const pictures = await demoPictures(people);
  const at = (daysAgo: number, hour = 9) =>
    new Date(now.getTime() - daysAgo * day + hour * 60 * 60_000 - 12 * 60 * 60_000);

  await db.transaction(async (tx) => {
    const clusterRows = await tx
      .insert(clusters)
      .values(demoClusters)
      .returning({ id: clusters.id, code: clusters.code });
    const clusterId = new Map(clusterRows.map((c) => [c.code, c.id]));
    const divisionRows = await tx
      .insert(divisions)
      .values(
        demoDivisions.map((d) => ({
          code: d.code,
          name: d.name,
          kind: d.kind,
          clusterId: clusterId.get(d.cluster) ?? 0,
        })),
      )
      .returning({ id: divisions.id, code: divisions.code, clusterId: divisions.clusterId });
    const divisionByCode = new Map(divisionRows.map((d) => [d.code, d]));

    const memberRows = await tx
      .insert(members)
      .values(
        people.map((p, i) => {
          const division = divisionByCode.get(p.division);
          const cellE164 = toE164(p.cell, p.region) ?? p.cell;
          const email =
            p.registered && !p.noEmail
              ? `${p.firstname}.${p.surname}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com'
              : '';
          return {
            clusterId: division?.clusterId ?? 0,
            divisionId: division?.id ?? 0,
            cellE164,
            cellNational: nationalForm(cellE164),
            firstname: p.firstname,
            surname: p.surname,
            email,
            passwordHash: p.registered ? passwordHash : null,
            // Registered before the demo's year of history (seedHistory) begins.
            registeredAt: p.registered ? at(430 - (i % 30)) : null,
            termsAcceptedAt: p.registered ? at(430 - (i % 30)) : null,
            isManager: p.isManager ?? false,
            isAdminReports: p.isAdminReports ?? false,
            picId: pictures[i] ? newPictureId() : null,
            dobDd: p.dob?.[0] ?? '',
            dobMm: p.dob?.[1] ?? '',
            interest1: p.interest1 ?? '',
            otherInfo: p.otherInfo ?? '',
            createdAt: at(440),
          };
        }),
      )
      .returning({ id: members.id, picId: members.picId });

    const pictureRows = memberRows.flatMap((m, i) => {
      const bytes = pictures[i];
      return bytes && m.picId
        ? [{ id: m.picId, memberId: m.id, contentType: 'image/webp', bytes, createdAt: at(100) }]
        : [];
    });
    if (pictureRows.length > 0) await tx.insert(profilePictures).values(pictureRows);

    // The history as business events: each transfer moves points between the programme and members, or
    // from a giver to a recipient; the ledger module writes them and sets every balance from its entries.
    const transferList: TransferInput[] = [];
    interface GivenAward {
      type: AwardType;
      giver: number;
      giverDivisionId: number;
      value: string;
      points: number;
      message: string;
      recipients: { memberId: number; divisionId: number }[];
      createdAt: Date;
      transfer: number | null;
    }
    const given: GivenAward[] = [];
    const fromFunding = (
      memberId: number,
      kind: MemberAccountKind,
      amount: number,
      description: EntryText,
      createdAt: Date,
    ) =>
      transferList.push({
        kind: kind === accountKind.payItForward ? 'allowance' : 'grant',
        memberId: null,
        createdAt,
        postings: [
          { account: { programme: accountKind.funding }, amount: -amount, description },
          { account: { memberId, kind }, amount, description },
        ],
      });
    const thisMonth = calendarMonthOf(now, programmeTimeZone);
    const month = monthKeyOf(now, programmeTimeZone);
    people.forEach((p, i) => {
      const m = memberRows[i];
      if (!m || !p.registered) return;
      fromFunding(
        m.id,
        accountKind.redeemable,
        250,
        { kind: 'registrationBonus', programme: programmeName },
        at(429 - (i % 30)),
      );
      // This month's allowance, on its first day (as the monthly job grants it).
      fromFunding(
        m.id,
        accountKind.payItForward,
        100,
        { kind: 'allowance', month },
        new Date(thisMonth.start.getTime() + 5 * 60_000),
      );
      // This month's recognition budget, on its first day (the history grants every earlier month's).
      if (p.isManager)
        fromFunding(
          m.id,
          accountKind.management,
          monthlyBudget,
          { kind: 'monthlyBudget', month },
          new Date(thisMonth.start.getTime() + 10 * 60_000),
        );
    });

    const values = [
      'Client Focus',
      'Drives Results',
      'Collaborates',
      'Cultivates Innovation',
      'Flexibility and Adaptability',
    ];
    const notes = [
      'Thank you for staying late to settle the new puppies in.',
      'The clinic ran smoothly all week because of you.',
      'Our customers keep asking for you by name.',
      'Great work on the stock count.',
    ];
    const registered = people.flatMap((p, i) => {
      const m = memberRows[i];
      const division = divisionByCode.get(p.division);
      return p.registered && m && division ? [{ p, m, divisionId: division.id }] : [];
    });
    type Person = (typeof registered)[number];
    const nameOf = (x: Person) => `${x.p.firstname} ${x.p.surname}`;
    const award = (
      type: AwardType,
      giver: Person,
      recipient: Person,
      value: string,
      points: number,
      createdAt: Date,
    ) => {
      let transfer: number | null = null;
      if (points > 0) {
        transfer = transferList.length;
        transferList.push({
          kind: 'award',
          memberId: giver.m.id,
          createdAt,
          postings: [
            {
              account: {
                memberId: giver.m.id,
                kind: type === 'payitforward' ? accountKind.payItForward : accountKind.management,
              },
              amount: -points,
              description: awardWording(type, value, 'to', nameOf(recipient)),
              counterpartyMemberId: recipient.m.id,
            },
            {
              account: { memberId: recipient.m.id, kind: accountKind.redeemable },
              amount: points,
              description: awardWording(type, value, 'from', nameOf(giver)),
              counterpartyMemberId: giver.m.id,
            },
          ],
        });
      }
      given.push({
        type,
        giver: giver.m.id,
        giverDivisionId: giver.divisionId,
        value,
        points,
        message: notes[given.length % notes.length] ?? '',
        recipients: [{ memberId: recipient.m.id, divisionId: recipient.divisionId }],
        createdAt,
        transfer,
      });
    };
    const managers = registered.filter((x) => x.p.isManager);
    const teamOf = (division: string) => registered.filter((x) => x.p.division === division);
    // A division with two managers spreads their awards over the team instead of both picking the same three.
    const awardedIn = new Map<string, number>();
    let awardNo = 0;
    for (const giver of managers) {
      const team = teamOf(giver.p.division).filter((x) => x.m !== giver.m);
      const start = awardedIn.get(giver.p.division) ?? 0;
      awardedIn.set(giver.p.division, start + 3);
      const recipients = [0, 1, 2].flatMap((k) => {
        const r = team[(start + k) % team.length];
        return r ? [r] : [];
      });
      for (const recipient of new Set(recipients)) {
        const points = [50, 100, 150, 200][awardNo % 4] ?? 50;
        const value = values[awardNo % values.length] ?? 'Client Focus';
        award(
          'reward',
          giver,
          recipient,
          value,
          points,
          at(40 - (awardNo % 38), 8 + (awardNo % 9)),
        );
        awardNo += 1;
      }
    }
    // Two colleagues of every division pass it on to the next colleague of their team, the divisions
    // taking turns day by day, so the country's recent recognition reads as a programme, not one name.
    const forwarders = [1, 2].flatMap((k) =>
      demoDivisions.flatMap((d) => {
        const giver = teamOf(d.code)[k];
        return giver ? [giver] : [];
      }),
    );
    // Within this month, as its allowance is: spread from its first day to now.
    const inThisMonth = (share: number) =>
      new Date(thisMonth.start.getTime() + (now.getTime() - thisMonth.start.getTime()) * share);
    forwarders.forEach((giver, i) => {
      const team = teamOf(giver.p.division);
      const peer = team[(team.indexOf(giver) + 1) % team.length];
      if (!peer || peer === giver) return;
      award(
        'payitforward',
        giver,
        peer,
        'Teamwork',
        20,
        inThisMonth((i + 1) / (forwarders.length + 2)),
      );
    });
    // Shout Outs carry no points: a thank-you from the third colleague of each division to the first.
    demoDivisions.forEach((d, i) => {
      const team = teamOf(d.code);
      const [first, , third] = team;
      if (first && third) award('thankyou', third, first, 'Thank You!', 0, at(12 - (i % 10), 16));
    });

    await openMemberAccounts(
      tx,
      memberRows.map((m) => m.id),
    );
    const transferIds = await postTransfers(tx, transferList);
    await insertSeedAwards(
      tx,
      given.map((g) => ({
        type: g.type,
        giverMemberId: g.giver,
        giverDivisionId: g.giverDivisionId,
        value: g.value,
        points: g.points,
        message: g.message,
        transferId: g.transfer === null ? null : (transferIds[g.transfer] ?? null),
        createdAt: g.createdAt,
        recipients: g.recipients.map((r) => ({ memberId: r.memberId, divisionId: r.divisionId })),
      })),
    );

    // The demo's allowance for this month is given above, so the periodic jobs skip this month's
    // allowance; the history (below) records every earlier month's allowance and expiry as run.
    await tx.insert(jobRuns).values({
      job: 'allowance',
      period: monthKeyOf(now, programmeTimeZone),
      ranAt: thisMonth.start,
      summary: 'granted by the demo seed',
    });

    await tx.insert(contentBlocks).values(demoContent(programmeName));
    await tx.insert(adverts).values([
      {
        what: 'banner',
        img: 'shop-vouchers.svg',
        href: '/redeem',
        title: 'Treat yourself',
        body: 'Swap your points for retail vouchers in the rewards shop.',
        sortOrder: 1,
      },
      {
        what: 'banner',
        img: 'pay-it-forward.svg',
        href: '/rewardpayitforward',
        title: 'Pay It Forward',
        body: 'Your monthly allowance is waiting: thank a colleague today.',
        sortOrder: 2,
      },
      {
        what: 'banner',
        img: 'nominate.svg',
        href: '/nominate',
        title: 'Who went the extra mile?',
        body: 'Nominate a colleague who lives our values.',
        sortOrder: 3,
      },
    ]);

    await seedDemoShop(tx, clusterId, now);

    const kindOf = new Map(demoDivisions.map((d) => [d.code, d.kind]));
    await seedHistory(tx, {
      now,
      timeZone: programmeTimeZone,
      programmeName,
      adminId: memberRows[0]?.id ?? 0,
      budgetSpent: given.flatMap((g) =>
        g.type === 'reward' || g.type === 'adhoc'
          ? [{ memberId: g.giver, points: g.points, at: g.createdAt }]
          : [],
      ),
      people: registered.map(({ p, m, divisionId }) => {
        const division = divisionByCode.get(p.division);
        return {
          id: m.id,
          firstname: p.firstname,
          surname: p.surname,
          divisionId,
          divisionCode: p.division,
          divisionKind: kindOf.get(p.division) ?? 'petshop',
          clusterId: division?.clusterId ?? 0,
          isManager: p.isManager ?? false,
          isDemoLogin: Object.values(demoLogins).includes(p.cell as never),
          joinedThisMonth: newJoiners.has(p.cell),
          cellE164: toE164(p.cell, p.region) ?? p.cell,
          ...(p.dob ? { dob: p.dob } : {}),
        };
      }),
    });
    await seedWall(tx, {
      now,
      demoLoginIds: registered
        .filter(({ p }) => Object.values(demoLogins).includes(p.cell as never))
        .map(({ m }) => m.id),
    });
  });
}
