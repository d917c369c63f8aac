import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi, type TagType } from './baseApi';

/**
 * What a review changes: the list, and for an approval the nominees' balances, statements, recent
 * recognition, the reports and the console's member pages (an operator may be a nominee too).
 */
export const nominationReviewInvalidates: readonly TagType[] = [
  'Nomination',
  'Console',
  'MemberData',
  'Balance',
  'Statement',
  'RecentRecognition',
  'Report',
  'Category',
];

/** The operator console's nominations review (administrators only). */
export const nominationReviewApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    adminNominations: build.query<ResponseOf<'adminNominations'>, RequestOf<'adminNominations'>>({
      query: (body) => ({ name: 'adminNominations', body }),
      providesTags: ['Nomination'],
    }),
    adminReviewNomination: build.mutation<
      ResponseOf<'adminReviewNomination'>,
      RequestOf<'adminReviewNomination'>
    >({
      query: (body) => ({ name: 'adminReviewNomination', body }),
      invalidatesTags: (_r, error) => (error ? [] : [...nominationReviewInvalidates]),
    }),
  }),
});

export const { useAdminNominationsQuery, useAdminReviewNominationMutation } = nominationReviewApi;
