import type { RequestOf, ResponseOf } from '../contract';
import { plauditApi, type TagType } from './baseApi';

/** Tags holding anything of the signed-in member: a login or logout makes them all stale. */
const memberScoped: TagType[] = [
  'MemberData',
  'Balance',
  'Statement',
  'Report',
  'RecentRecognition',
  'MemberList',
  'Advert',
  'Category',
  'Product',
  'Basket',
  'Orders',
];

/** Member area: sign-in, registration, password reset, member data and profile. */
export const memberApi = plauditApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<'login'>, RequestOf<'login'>>({
      query: (body) => ({ name: 'login', body }),
      // Not MemberData or Balance: invalidating them would drop the member data seeded below.
      invalidatesTags: (result) =>
        result ? memberScoped.filter((t) => t !== 'MemberData' && t !== 'Balance') : [],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        const { token: _token, ...bundle } = answer.data;
        // The login answer is the member data: seed the cache so Home does not ask again.
        await dispatch(memberApi.util.upsertQueryData('getMemberData', undefined, bundle));
      },
    }),
    /** The app resets the api state (`plauditApi.util.resetApiState()`) once the session is cleared. */
    logout: build.mutation<ResponseOf<'logout'>, undefined>({
      query: () => ({ name: 'logout', body: {} }),
    }),
    sendCell2FactorSms: build.mutation<
      ResponseOf<'sendCell2FactorSms'>,
      RequestOf<'sendCell2FactorSms'>
    >({
      query: (body) => ({ name: 'sendCell2FactorSms', body }),
    }),
    cell2FactorVerify: build.mutation<
      ResponseOf<'cell2FactorVerify'>,
      RequestOf<'cell2FactorVerify'>
    >({
      query: (body) => ({ name: 'cell2FactorVerify', body }),
    }),
    passwordSendCell2FactorSms: build.mutation<
      ResponseOf<'passwordSendCell2FactorSms'>,
      RequestOf<'passwordSendCell2FactorSms'>
    >({
      query: (body) => ({ name: 'passwordSendCell2FactorSms', body }),
    }),
    passwordCell2FactorVerify: build.mutation<
      ResponseOf<'passwordCell2FactorVerify'>,
      RequestOf<'passwordCell2FactorVerify'>
    >({
      query: (body) => ({ name: 'passwordCell2FactorVerify', body }),
    }),
    /** (issue 37) Where a pin sent by WhatsApp is: the pin step polls it while it waits. */
    pinStatus: build.query<ResponseOf<'pinStatus'>, RequestOf<'pinStatus'>>({
      query: (body) => ({ name: 'pinStatus', body }),
      keepUnusedDataFor: 0,
    }),
    /** (issue 37) "Send it by SMS instead": the same pin by SMS. */
    pinBySms: build.mutation<ResponseOf<'pinBySms'>, RequestOf<'pinBySms'>>({
      query: (body) => ({ name: 'pinBySms', body }),
    }),
    /** No argument for the general load; `{ resetimg: true }` from the profile screen. */
    getMemberData: build.query<ResponseOf<'getMemberData'>, RequestOf<'getMemberData'> | undefined>(
      {
        query: (body) => ({ name: 'getMemberData', body: body ?? {} }),
        providesTags: ['MemberData', 'Balance'],
      },
    ),
    memberUpdate: build.mutation<ResponseOf<'memberUpdate'>, RequestOf<'memberUpdate'>>({
      query: (body) => ({ name: 'memberUpdate', body }),
      invalidatesTags: (_r, error) =>
        error ? [] : ['MemberData', 'MemberList', 'RecentRecognition'],
    }),
    profilePicUpload: build.mutation<ResponseOf<'profilePicUpload'>, RequestOf<'profilePicUpload'>>(
      {
        query: (body) => ({ name: 'profilePicUpload', body }),
        invalidatesTags: (_r, error) => (error ? [] : ['MemberData', 'RecentRecognition']),
      },
    ),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useSendCell2FactorSmsMutation,
  useCell2FactorVerifyMutation,
  usePasswordSendCell2FactorSmsMutation,
  usePinStatusQuery,
  usePinBySmsMutation,
  usePasswordCell2FactorVerifyMutation,
  useGetMemberDataQuery,
  useMemberUpdateMutation,
  useProfilePicUploadMutation,
} = memberApi;
