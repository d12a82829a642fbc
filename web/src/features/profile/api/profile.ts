/** The player's profile and personal details, the time zones to choose from, and the password change. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { getTimeZones, type TimeZone } from '#generated/phoenix/regions.ts';
import { changePassword, getPlayerProfile, updatePersonalInfo, type PersonalInfoRequest, type PlayerProfile } from '#generated/phoenix/account.ts';
import { dataOf } from '#web/api/data-of.ts';
import { encryptPassword } from '#web/api/platform.ts';
import { refreshPlayer } from '#web/api/player.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { PersonalInfoRequest, PlayerProfile, TimeZone };

const profileQueryOptions = () =>
  playerQuery(apiQuery({ getPlayerProfile }, undefined, { staleTime: 60_000 }));

/** The platform's zones (getTimeZones): public, the same for everyone, changing only with daylight saving. */
const timeZonesQueryOptions = () =>
  apiQuery({ getTimeZones }, { staleTime: 3_600_000 });

export const useProfile = () => useQuery(profileQueryOptions());
export const useTimeZones = () => useQuery(timeZonesQueryOptions());

/**
 * Saves the details that changed; the answer is the profile, written to its cache entry. A new
 * time zone is the player's (getUserInfo carries it, other pages show dates in it), so the player
 * is refreshed too. The form shows a refusal under its fields (silent).
 */
async function savePersonalDetails(changes: PersonalInfoRequest): Promise<PlayerProfile> {
  const profile = dataOf(await updatePersonalInfo(changes, { silent: true }));
  queryClient.setQueryData(profileQueryOptions().queryKey, profile);
  if (changes.timeZone !== undefined) await refreshPlayer();
  return profile;
}

export const useSavePersonalDetails = () => useMutation({ mutationFn: savePersonalDetails });

/** Both passwords travel encrypted with the server's public key, as the login's does (PRODUCT.md). */
export async function changeMyPassword({ current, next }: { current: string; next: string }): Promise<void> {
  const [oldPassword, newPassword] = await Promise.all([encryptPassword(current), encryptPassword(next)]);
  await changePassword({ oldPassword, newPassword }, { silent: true });
}

export const useChangePassword = () => useMutation({ mutationFn: changeMyPassword });
