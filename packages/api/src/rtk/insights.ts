import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi } from './baseApi';

/**
 * Programme insights (administrators only): one query per chart, each with the same filter. They are
 * reports: an award, an order or a refund in this portal invalidates them ('Report'), as it does the
 * management report.
 */
export const insightsApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    adminInsightsRecognition: build.query<
      ResponseOf<'adminInsightsRecognition'>,
      RequestOf<'adminInsightsRecognition'>
    >({
      query: (body) => ({ name: 'adminInsightsRecognition', body }),
      providesTags: ['Report'],
    }),
    adminInsightsParticipation: build.query<
      ResponseOf<'adminInsightsParticipation'>,
      RequestOf<'adminInsightsParticipation'>
    >({
      query: (body) => ({ name: 'adminInsightsParticipation', body }),
      providesTags: ['Report'],
    }),
    adminInsightsValues: build.query<
      ResponseOf<'adminInsightsValues'>,
      RequestOf<'adminInsightsValues'>
    >({
      query: (body) => ({ name: 'adminInsightsValues', body }),
      providesTags: ['Report'],
    }),
    adminInsightsPoints: build.query<
      ResponseOf<'adminInsightsPoints'>,
      RequestOf<'adminInsightsPoints'>
    >({
      query: (body) => ({ name: 'adminInsightsPoints', body }),
      providesTags: ['Report'],
    }),
    adminInsightsShop: build.query<ResponseOf<'adminInsightsShop'>, RequestOf<'adminInsightsShop'>>(
      {
        query: (body) => ({ name: 'adminInsightsShop', body }),
        providesTags: ['Report'],
      },
    ),
    adminInsightsWall: build.query<ResponseOf<'adminInsightsWall'>, RequestOf<'adminInsightsWall'>>(
      {
        query: (body) => ({ name: 'adminInsightsWall', body }),
        providesTags: ['Report'],
      },
    ),
    adminInsightsDeliveries: build.query<
      ResponseOf<'adminInsightsDeliveries'>,
      RequestOf<'adminInsightsDeliveries'>
    >({
      query: (body) => ({ name: 'adminInsightsDeliveries', body }),
      providesTags: ['Report'],
    }),
  }),
});

export const {
  useAdminInsightsRecognitionQuery,
  useAdminInsightsParticipationQuery,
  useAdminInsightsValuesQuery,
  useAdminInsightsPointsQuery,
  useAdminInsightsShopQuery,
  useAdminInsightsWallQuery,
  useAdminInsightsDeliveriesQuery,
} = insightsApi;
