/**
 * The referral centre (rex getReferralSummary, getReferralInvitees): the player's code and link,
 * the reward rule, their invitees with their state and reward. The player's own data: it goes with
 * a logout. An invitee who qualifies is news of a deposit the player does not see; the page reads
 * again when it opens.
 */
import { useQuery } from '@tanstack/react-query';
import { getReferralInvitees, getReferralSummary, type Invitee, type ReferralSummary } from '#generated/rex/rex.ts';
import { playerQuery } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { Invitee, ReferralSummary };

export const INVITEES_PER_PAGE = 20;

const referralSummaryQueryOptions = () =>
  playerQuery(apiQuery({ getReferralSummary }, undefined, { silent: true }));

const inviteesQueryOptions = (pageNo: number) =>
  playerQuery(apiQuery({ getReferralInvitees }, { pageNo, pageSize: INVITEES_PER_PAGE }, { silent: true }));

export const useReferralSummary = () => useQuery({ ...referralSummaryQueryOptions(), refetchOnMount: 'always' });
export const useInvitees = (pageNo: number) => useQuery({ ...inviteesQueryOptions(pageNo), refetchOnMount: 'always' });
