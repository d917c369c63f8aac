import type { FeedComment, FeedItem, FeedPerson } from '@plaudit/ui';
import { pictureUrl } from './fixtures.ts';

/** The moment the wall's stories are drawn at, so 'ago' reads the same in every run. */
export const wallNow = new Date('2026-11-29T12:00:00Z');

const minutesBefore = (minutes: number) => new Date(wallNow.getTime() - minutes * 60_000);

export const pieter: FeedPerson = {
  memberId: 'm1',
  name: 'Pieter Nel',
  division: 'Paws & Claws Sandton',
  pictureUrl,
};
export const sipho: FeedPerson = {
  memberId: 'm2',
  name: 'Sipho Dlamini',
  division: 'Paws & Claws Sandton',
};
export const anika: FeedPerson = {
  memberId: 'm3',
  name: 'Anika Botha',
  division: 'Kloof Vet Clinic',
};
export const ayesha: FeedPerson = {
  memberId: 'm4',
  name: 'Ayesha Khan',
  division: 'Sea Point',
  pictureUrl,
};
/** A member whose name and store are long isiXhosa words. */
export const nomvuyiso: FeedPerson = {
  memberId: 'm5',
  name: 'Nomvuyiso Ntshangase-Mabandlakazi',
  division: 'Ivenkileyezilwanyanezasekhaya yaseKhayelitsha',
};

/** A manager's Recognition with points, a colleague's added points and reactions. */
export const recognition: FeedItem = {
  id: 'r1',
  giver: pieter,
  recipients: [sipho],
  type: 'reward',
  value: 'Client Focus',
  message:
    'Thank you for staying late on Friday to help Mrs Jacobs find the right food for her old Labrador.',
  points: 50,
  createdAt: minutesBefore(120),
  reactions: [
    { emoji: '👏', count: 3, mine: true },
    { emoji: '🎉', count: 1, mine: false },
  ],
  commentCount: 2,
  private: false,
  additions: [{ id: 'a1', giver: ayesha, points: 30 }],
};

/** A Shout Out: no points, no reactions yet, a link in the words that stays text. */
export const shoutOut: FeedItem = {
  id: 'r2',
  giver: anika,
  recipients: [ayesha],
  type: 'thankyou',
  value: 'Team Work',
  message:
    'Your notes are great, see https://example.com/notes <b>bold</b> and <script>alert(1)</script>',
  createdAt: minutesBefore(3 * 24 * 60),
  reactions: [],
  commentCount: 0,
  private: false,
  additions: [],
};

/** Eleven recipients of one Recognition. */
export const manyRecipients: FeedItem = {
  ...recognition,
  id: 'r3',
  recipients: [
    sipho,
    anika,
    ayesha,
    ...[
      'Lerato Mokoena',
      'Johan Smit',
      'Fatima Daniels',
      'Thabo Zulu',
      'Megan Pillay',
      'Kagiso Molefe',
      'Ruan du Plessis',
      'Zanele Khumalo',
    ].map((name, i) => ({ memberId: `x${String(i)}`, name, division: 'Paws & Claws Sandton' })),
  ],
  additions: [
    { id: 'a1', giver: ayesha, points: 30 },
    { id: 'a2', giver: anika, points: 10 },
    { id: 'a3', giver: sipho, points: 5 },
  ],
};

/** Long isiXhosa words: names, store, value and message. */
export const longWords: FeedItem = {
  ...recognition,
  id: 'r4',
  giver: nomvuyiso,
  recipients: [nomvuyiso, sipho],
  value: 'Ukuzinikelakwabathengi',
  message:
    'Enkosi kakhulu ngokuzinikelakwakho ekunyamekeleni abathengi bethu. Ubuchulebakhobokunyamekelaizilwanyana buyancomeka kakhulu.',
};

/** Private thanks: seen by the people involved, their managers and administrators only. */
export const privateThanks: FeedItem = {
  ...shoutOut,
  id: 'r5',
  private: true,
  message: 'Thank you for covering my shift while my son was ill.',
  createdAt: minutesBefore(5),
};

/** Older than a week: the date, not 'ago'. */
export const lastMonth: FeedItem = {
  ...recognition,
  id: 'r6',
  type: 'payitforward',
  value: 'Innovation',
  points: 20,
  additions: [],
  createdAt: new Date('2026-10-14T09:30:00Z'),
};

/** A work anniversary the programme posted. */
export const anniversary: FeedItem = {
  ...recognition,
  id: 'r7',
  giver: null,
  type: 'anniversary',
  value: '',
  message: '5 years at Paws & Claws',
  points: 500,
  additions: [],
  reactions: [{ emoji: '🎉', count: 12, mine: false }],
  commentCount: 4,
};

/** A birthday the programme posted: the card alone, no points. */
export const birthday: FeedItem = {
  ...anniversary,
  id: 'r8',
  type: 'birthday',
  message: 'Happy birthday, Sipho!',
  points: undefined,
  reactions: [{ emoji: '🎉', count: 3, mine: true }],
  commentCount: 0,
};

/** A new member's welcome card, posted when they registered. */
export const welcome: FeedItem = {
  ...anniversary,
  id: 'r9',
  type: 'welcome',
  message: 'Welcome Sipho Dlamini',
  points: undefined,
  reactions: [],
  commentCount: 1,
};

export const comments: FeedComment[] = [
  {
    id: 'c1',
    author: ayesha,
    text: 'So well deserved, Sipho! https://example.com stays text.',
    createdAt: minutesBefore(90),
    mine: false,
  },
  {
    id: 'c2',
    author: anika,
    text: 'Mrs Jacobs told me about it too.\nShe was thrilled.',
    createdAt: minutesBefore(30),
    mine: true,
  },
  {
    id: 'c3',
    author: pieter,
    text: 'A hidden comment is never shown.',
    createdAt: minutesBefore(20),
    mine: false,
    hidden: true,
  },
];
