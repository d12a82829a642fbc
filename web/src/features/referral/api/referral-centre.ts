/**
 * The referral centre (rex getReferralSummary, getReferralInvitees): the player's code and link,
 * the reward rule, their invitees with their state and reward. The player's own data: it goes with
 * a logout. An invitee who qualifies is news of a deposit the player does not see; the page reads
 * again when it opens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetReferralInviteesQueryKey, getGetReferralSummaryQueryKey, getReferralInvitees, getReferralSummary, type Invitee, type ReferralSummary } from '../../../../../generated/rex/rex';
import { dataOf } from '../../../api/data-of';
import { playerQuery } from '../../../lib/query/query-client';

export type { Invitee, ReferralSummary };

export const INVITEES_PER_PAGE = 20;

const referralSummaryQueryOptions = () =>
  playerQuery(
    queryOptions({
      queryKey: getGetReferralSummaryQueryKey(),
      queryFn: ({ signal }) => getReferralSummary(undefined, { signal, silent: true }).then(dataOf),
    }),
  );

const inviteesQueryOptions = (pageNo: number) =>
  playerQuery(
    queryOptions({
      queryKey: getGetReferralInviteesQueryKey({ pageNo, pageSize: INVITEES_PER_PAGE }),
      queryFn: ({ signal }) => getReferralInvitees({ pageNo, pageSize: INVITEES_PER_PAGE }, { signal, silent: true }).then(dataOf),
    }),
  );

export const useReferralSummary = () => useQuery({ ...referralSummaryQueryOptions(), refetchOnMount: 'always' });
export const useInvitees = (pageNo: number) => useQuery({ ...inviteesQueryOptions(pageNo), refetchOnMount: 'always' });
