import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { nationalForm, toE164 } from '../phone.ts';
import { hashPassword, type PasswordCost } from '../security/passwords.ts';
import { newPictureId } from '../security/tokens.ts';
import type { Db, Tx } from './client.ts';
import { demoContent } from './content.ts';
import {
  accounts,
  adverts,
  clusters,
  contentBlocks,
  divisions,
  ledgerEntries,
  members,
  profilePictures,
  type AccountKind,
} from './schema.ts';

/** The demo logins the README and outside tests rely on (all in South Africa, password Plaudit123). */
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
    deliveryType: 'Z',
    currencyRateMoney: '10',
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
    deliveryType: 'C',
    currencyRateMoney: '10',
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
      p.picture
        ? avatar(`${p.firstname[0]}${p.surname[0]}`, p.picture)
        : Promise.resolve(undefined),
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

/** Fills an empty database with the demo programme, in one transaction. */
export async function seedDemo(
  db: Db,
  options: { now: Date; passwordCost: PasswordCost },
): Promise<void> {
  const { now } = options;
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
            registeredAt: p.registered ? at(200 - i) : null,
            termsAcceptedAt: p.registered ? at(200 - i) : null,
            isManager: p.isManager ?? false,
            isAdminReports: p.isAdminReports ?? false,
            picId: pictures[i] ? newPictureId() : null,
            dobDd: p.dob?.[0] ?? '',
            dobMm: p.dob?.[1] ?? '',
            interest1: p.interest1 ?? '',
            otherInfo: p.otherInfo ?? '',
            createdAt: at(220),
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

    // Entries are collected against (member, kind) first; the accounts are then created with the balances
    // the entries add up to, and the entries written against them.
    type Entry = Omit<typeof ledgerEntries.$inferInsert, 'accountId'> & { accountId: string };
    const entries: Entry[] = [];
    const balances = new Map<string, number>();
    const accountOf = (memberId: number, kind: AccountKind) => `${memberId}:${kind}`;
    const post = (entry: Entry) => {
      entries.push(entry);
      balances.set(entry.accountId, (balances.get(entry.accountId) ?? 0) + entry.amount);
    };
    const month = now.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    people.forEach((p, i) => {
      const m = memberRows[i];
      if (!m || !p.registered) return;
      post({
        accountId: accountOf(m.id, 'redeemable'),
        amount: 250,
        entryType: 'issue',
        description: 'Welcome to Plaudit: registration bonus',
        createdAt: at(190 - (i % 30)),
      });
      post({
        accountId: accountOf(m.id, 'payItForward'),
        amount: 100,
        entryType: 'issue',
        description: `Pay It Forward allowance for ${month}`,
        createdAt: at(5),
      });
      if (p.isManager) {
        post({
          accountId: accountOf(m.id, 'management'),
          amount: 5000,
          entryType: 'issue',
          description: 'Recognition budget for this quarter',
          createdAt: at(60),
        });
      }
    });

    const values = [
      'Client Focus',
      'Drives Results',
      'Collaborates',
      'Cultivates Innovation',
      'Flexibility and Adaptability',
    ];
    const registered = people.flatMap((p, i) => {
      const m = memberRows[i];
      return p.registered && m ? [{ p, m }] : [];
    });
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
        const when = at(40 - (awardNo % 38), 8 + (awardNo % 9));
        const giverName = `${giver.p.firstname} ${giver.p.surname}`;
        const recipientName = `${recipient.p.firstname} ${recipient.p.surname}`;
        post({
          accountId: accountOf(giver.m.id, 'management'),
          amount: -points,
          entryType: 'award',
          awardType: 'reward',
          description: `Recognise: ${value} \u2014 to ${recipientName}`,
          counterpartyMemberId: recipient.m.id,
          createdAt: when,
        });
        post({
          accountId: accountOf(recipient.m.id, 'redeemable'),
          amount: points,
          entryType: 'award',
          awardType: 'reward',
          description: `Recognise: ${value} \u2014 from ${giverName}`,
          counterpartyMemberId: giver.m.id,
          createdAt: when,
        });
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
    forwarders.forEach(({ p, m }, i) => {
      const team = teamOf(p.division);
      const peer = team[(team.findIndex((x) => x.m === m) + 1) % team.length];
      if (!peer || peer.m === m) return;
      const when = at(20 - i, 14);
      post({
        accountId: accountOf(m.id, 'payItForward'),
        amount: -20,
        entryType: 'award',
        awardType: 'payitforward',
        description: `Pay It Forward: Teamwork \u2014 to ${peer.p.firstname} ${peer.p.surname}`,
        counterpartyMemberId: peer.m.id,
        createdAt: when,
      });
      post({
        accountId: accountOf(peer.m.id, 'redeemable'),
        amount: 20,
        entryType: 'award',
        awardType: 'payitforward',
        description: `Pay It Forward: Teamwork \u2014 from ${p.firstname} ${p.surname}`,
        counterpartyMemberId: m.id,
        createdAt: when,
      });
    });
    registered.slice(2, 8).forEach(({ m }, i) => {
      post({
        accountId: accountOf(m.id, 'redeemable'),
        amount: -200,
        entryType: 'redeem',
        description: `Redeemed: order PL-${10231 + i}`,
        createdAt: at(10 - i, 11),
      });
    });

    const kinds: AccountKind[] = ['redeemable', 'payItForward', 'management'];
    const accountRows = await tx
      .insert(accounts)
      .values(
        memberRows.flatMap((m) =>
          kinds.map((kind) => ({
            memberId: m.id,
            kind,
            balance: balances.get(accountOf(m.id, kind)) ?? 0,
          })),
        ),
      )
      .returning({ id: accounts.id, memberId: accounts.memberId, kind: accounts.kind });
    const accountId = new Map(accountRows.map((a) => [accountOf(a.memberId, a.kind), a.id]));
    const rows = entries.map((e) => ({ ...e, accountId: accountId.get(e.accountId) ?? 0 }));
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(ledgerEntries).values(rows.slice(i, i + 500));

    await tx.insert(contentBlocks).values(demoContent);
    await tx.insert(adverts).values([
      { what: 'banner', img: 'shop-vouchers.svg', href: '/redeem', sortOrder: 1 },
      { what: 'banner', img: 'pay-it-forward.svg', href: '/rewardpayitforward', sortOrder: 2 },
      { what: 'banner', img: 'nominate.svg', href: '/nominate', sortOrder: 3 },
    ]);
  });
}
