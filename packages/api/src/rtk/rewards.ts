import type { RequestOf, ResponseOf } from '../contract';
import { newIdempotencyKey } from '../idempotency';
import { plauditApi, type TagType } from './baseApi';

/** An award to give, and the key that makes sending it again safe. */
export interface DoRewardArgs {
  readonly body: RequestOf<'doReward'>;
  /**
   * The `Idempotency-Key` of this submit: a retry of the same submit passes the same key, so the server
   * gives the award once however often it arrives. @default a fresh key for every call
   */
  readonly idempotencyKey?: string;
}

/**
 * What an award changes: the giver's and the recipients' balances (member data, the header's balance,
 * the shop's points available), every statement, the reports, the home statistics and recent recognition.
 */
export const awardInvalidates: readonly TagType[] = [
  'MemberData',
  'Balance',
  'Statement',
  'Report',
  'RecentRecognition',
  'Category',
  'Feed',
];

/** Rewards area: awards (Recognise, adhoc, Pay It Forward, Shout Out) and Send To All. */
export const rewardsApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    /** An award moves points: member data, balances, statements and reports are refreshed. */
    doReward: build.mutation<ResponseOf<'doReward'>, DoRewardArgs>({
      query: ({ body, idempotencyKey }) => ({
        name: 'doReward',
        body,
        idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [...awardInvalidates]),
    }),
    /** A message only, no points: nothing cached changes. */
    sendToAll: build.mutation<ResponseOf<'sendToAll'>, RequestOf<'sendToAll'>>({
      query: (body) => ({ name: 'sendToAll', body }),
    }),
  }),
});

export const { useDoRewardMutation, useSendToAllMutation } = rewardsApi;
