import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';
import { activityCardSchema } from './promotions';

/*
 * Invite friends (member centre page `referral`): the member's referral
 * code and link, the friends who registered with it and what each earned
 * the member, and the brand's REFERRAL promotion (kind `referral` of the
 * promotion engine). Served by `server/src/modules/promotions/referral.ts`.
 */

/** A page of the friends table. */
export const REFERRAL_PAGE_SIZE = 10;

/** What the brand's referral promotion pays, major units (null where it does not pay that way). */
export const referralTermsSchema = z.object({
  /** paid to the member once per friend whose credited deposit reaches `minDeposit` */
  amount: z.nullable(z.number()),
  minDeposit: z.nullable(z.number()),
  /** percent of each friend's bet turnover, paid after each period (D: day, W: week) */
  percent: z.nullable(z.number()),
  /** the most the turnover share pays per friend and period */
  cap: z.nullable(z.number()),
  period: z.enum(['once', 'D', 'W', 'H', 'M']),
  /** the bet turnover asked on a reward, as a multiple of it */
  turnoverMultiple: z.number(),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;

export const referralSummarySchema = z.object({
  /** what the friend types or the link carries (the public customer number) */
  referralCode: z.string(),
  /** the registration address with the code: `<site>/register?referralCode=<code>` */
  link: z.string(),
  /** friends who registered with the code */
  friends: z.number(),
  /** of them, those with a credited deposit */
  deposited: z.number(),
  /** major units: paid to the member by referral rewards */
  earned: z.number(),
  /** major units: referral rewards waiting in the reward centre */
  waiting: z.number(),
  /** the brand's REFERRAL entry of the available promotions (null: none running) */
  promotion: z.nullable(activityCardSchema),
  terms: z.nullable(referralTermsSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralFriendSchema = z.object({
  /** the friend's account, masked: `an***92` */
  name: z.string(),
  joinedAt: z.string(),
  /** has a credited deposit */
  deposited: z.boolean(),
  /** major units: what this friend earned the member (paid or waiting) */
  earned: z.number(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

export const referralApi = {
  /** the member's code, link, totals and the REFERRAL promotion */
  referralSummary: endpoint({
    method: 'GET',
    path: '/wps/member/referral',
    auth: true,
    encrypted: false,
    request: z.object({}),
    response: referralSummarySchema,
  }),
  /** the friends who registered with the member's code, newest first */
  referralFriends: endpoint({
    method: 'GET',
    path: '/wps/member/referral/friends',
    auth: true,
    encrypted: false,
    request: z.object({ pageNo: z.optional(queryInt(1, 100_000)), pageSize: z.optional(queryInt(1, 50)) }),
    response: z.object({ items: z.array(referralFriendSchema), pageNo: z.number(), totalPages: z.number(), totalCount: z.number() }),
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
