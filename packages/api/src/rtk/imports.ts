import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi, type TagType } from './baseApi';

/** An import to start, and who hears how its upload is going. */
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

/**
 * The operator console's CSV imports (administrators only). The upload starts a job and is answered with
 * it at once; `adminImportJob` reads a job (by id, or with null the administrator's newest), which the
 * screen polls while it runs. A job seen done with its rows written refreshes what they change, once.
 */
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
    }),
    adminImportJob: build.query<ResponseOf<'adminImportJob'>, RequestOf<'adminImportJob'>>({
      query: (body) => ({ name: 'adminImportJob', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled, getCacheEntry }) {
        const before = getCacheEntry().data?.job;
        let job: ResponseOf<'adminImportJob'>['job'];
        try {
          job = (await queryFulfilled).data.job;
        } catch {
          return;
        }
        const seenDone = before?.jobId === job?.jobId && before?.state === 'done';
        if (job?.state === 'done' && job.report?.committed && !seenDone)
          dispatch(importsApi.util.invalidateTags([...importChanges]));
      },
    }),
  }),
});

export const { useAdminImportersQuery, useAdminImportMutation, useAdminImportJobQuery } =
  importsApi;
