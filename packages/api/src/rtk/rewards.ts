import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi } from './baseApi';

/** Rewards area: awards (Recognise, adhoc, Pay It Forward, Shout Out) and Send To All. */
export const rewardsApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    /** An award moves points: member data, balances, statements and reports are refreshed. */
    doReward: build.mutation<ResponseOf<'doReward'>, RequestOf<'doReward'>>({
      query: (body) => ({ name: 'doReward', body }),
      invalidatesTags: (_r, error) =>
        error
          ? []
          : ['MemberData', 'Balance', 'Statement', 'Report', 'RecentRecognition', 'Category'],
    }),
    /** A message only, no points: nothing cached changes. */
    sendToAll: build.mutation<ResponseOf<'sendToAll'>, RequestOf<'sendToAll'>>({
      query: (body) => ({ name: 'sendToAll', body }),
    }),
  }),
});

export const { useDoRewardMutation, useSendToAllMutation } = rewardsApi;
