import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi } from './baseApi';

/** Nominations area. */
export const nominationsApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    newNom: build.mutation<ResponseOf<'newNom'>, RequestOf<'newNom'>>({
      query: (body) => ({ name: 'newNom', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['RecentRecognition']),
    }),
  }),
});

export const { useNewNomMutation } = nominationsApi;
