import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi, type TagType } from './baseApi';

/** An import to run, and who hears how its upload is going. */
export interface ImportArgs {
  readonly body: RequestOf<'adminImport'>;
  /** Bytes sent and bytes in all, as the file goes out. */
  readonly onUploadProgress?: (loaded: number, total: number) => void;
}

/** What an applied import may change: members, balances, the shop and the console's lists. */
const importChanges: readonly TagType[] = [
  'Console',
  'MemberData',
  'MemberList',
  'Division',
  'Balance',
  'Statement',
  'Report',
  'Category',
  'Product',
  'Orders',
];

/** The operator console's CSV imports (administrators only). */
export const importsApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    adminImporters: build.query<ResponseOf<'adminImporters'>, undefined>({
      query: () => ({ name: 'adminImporters', body: {} }),
    }),
    adminImport: build.mutation<ResponseOf<'adminImport'>, ImportArgs>({
      query: ({ body, onUploadProgress }) => ({
        name: 'adminImport',
        body,
        ...(onUploadProgress ? { onUploadProgress } : {}),
      }),
      invalidatesTags: (result) => (result?.committed ? [...importChanges] : []),
    }),
  }),
});

export const { useAdminImportersQuery, useAdminImportMutation } = importsApi;
