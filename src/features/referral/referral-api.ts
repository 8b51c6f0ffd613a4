import { baseApi } from '@/shared/api/base-api';
import { api } from '@/shared/contract/api';
import type { RequestOf, ResponseOf } from '@/shared/contract/endpoint';

type Res<N extends keyof typeof api> = ResponseOf<(typeof api)[N]>;
type Req<N extends keyof typeof api> = RequestOf<(typeof api)[N]>;

/** Invite friends: the member's code, link, totals and REFERRAL promotion, and the friends page by page (asked again when the page opens: friends keep joining). */
export const referralApi = baseApi.enhanceEndpoints({ addTagTypes: ['Referral'] }).injectEndpoints({
  endpoints: (build) => ({
    referralSummary: build.query<Res<'referralSummary'>, void>({
      query: () => ({ endpoint: api.referralSummary, args: {} }),
      providesTags: ['Referral'],
    }),
    referralFriends: build.query<Res<'referralFriends'>, Req<'referralFriends'>>({
      query: (args) => ({ endpoint: api.referralFriends, args }),
      providesTags: ['Referral'],
    }),
  }),
});

export const { useReferralSummaryQuery, useReferralFriendsQuery } = referralApi;
