import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi } from './baseApi';

/** Reports area: the two reports and the three statements. */
export const reportsApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    reportManagement: build.query<ResponseOf<'reportManagement'>, RequestOf<'reportManagement'>>({
      query: (body) => ({ name: 'reportManagement', body }),
      providesTags: ['Report'],
    }),
    reportRecommendations: build.query<
      ResponseOf<'reportRecommendations'>,
      RequestOf<'reportRecommendations'>
    >({
      query: (body) => ({ name: 'reportRecommendations', body }),
      providesTags: ['Report'],
    }),
    managementStatement: build.query<ResponseOf<'managementStatement'>, undefined>({
      query: () => ({ name: 'managementStatement', body: {} }),
      providesTags: [{ type: 'Statement', id: 'management' }],
    }),
    statement: build.query<ResponseOf<'statement'>, undefined>({
      query: () => ({ name: 'statement', body: {} }),
      providesTags: [{ type: 'Statement', id: 'points' }],
    }),
    payItForwardStatement: build.query<ResponseOf<'payItForwardStatement'>, undefined>({
      query: () => ({ name: 'payItForwardStatement', body: {} }),
      providesTags: [{ type: 'Statement', id: 'payitforward' }],
    }),
  }),
});

export const {
  useReportManagementQuery,
  useLazyReportManagementQuery,
  useReportRecommendationsQuery,
  useLazyReportRecommendationsQuery,
  useManagementStatementQuery,
  useStatementQuery,
  usePayItForwardStatementQuery,
} = reportsApi;
