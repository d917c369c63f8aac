import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi } from './baseApi';

const blocks = { type: 'Console', id: 'content' } as const;

/** The operator console's content editor (administrators only). */
export const contentEditingApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    adminContent: build.query<ResponseOf<'adminContent'>, undefined>({
      query: () => ({ name: 'adminContent', body: {} }),
      providesTags: [blocks],
    }),
    /** A save refetches the editor's list and the member-facing page of that block (getContent). */
    adminSaveContent: build.mutation<ResponseOf<'adminSaveContent'>, RequestOf<'adminSaveContent'>>(
      {
        query: (body) => ({ name: 'adminSaveContent', body }),
        invalidatesTags: (result, error, body) =>
          error || !result?.changed ? [] : [blocks, { type: 'Content', id: body.key }],
      },
    ),
  }),
});

export const { useAdminContentQuery, useAdminSaveContentMutation } = contentEditingApi;
