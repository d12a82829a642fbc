import { activityConstants } from '../content/activity.ts';
import { localDate } from '../profile/personal-details.ts';

/**
 * The jump dialog's count on the user (SPEC §3 "jump data (times, flag)"), kept by the server so
 * its rule (SPEC §4, §9: first 5 minutes after login, again 10 minutes after it last showed, at
 * most 3 times until the end of the day) holds across reloads, tabs and devices, on the session
 * clock. The day is the player's own (their time zone). The timing is queryActivityConstant's.
 */

interface JumpRecord {
  /** The player's local date the count belongs to. */
  day: string;
  times: number;
  lastShownAt: number | null;
}

export interface JumpSlice {
  /** By account id. */
  jump: Record<string, JumpRecord>;
}

export interface JumpAccount {
  id: string;
  timeZone: string;
  lastLoginAt?: number;
}

export interface JumpData {
  times: number;
  /** It may show again today. */
  flag: boolean;
  nextAt: number | null;
}

const MINUTE_MS = 60_000;

export function jumpData(state: JumpSlice, account: JumpAccount, now: number): JumpData {
  const rule = activityConstants().jumpDialog;
  const record = Object.hasOwn(state.jump, account.id) ? state.jump[account.id]! : undefined;
  const times = record?.day === localDate(now, account.timeZone) ? record.times : 0;
  if (times >= rule.maxPerDay || account.lastLoginAt === undefined) return { times, flag: times < rule.maxPerDay, nextAt: null };
  const lastShownAt = record?.lastShownAt ?? null;
  // Shown since this login: 10 minutes after that; not yet: 5 minutes after the login.
  const nextAt = lastShownAt !== null && lastShownAt >= account.lastLoginAt ? lastShownAt + rule.repeatAfterMin * MINUTE_MS : account.lastLoginAt + rule.firstAfterMin * MINUTE_MS;
  return { times, flag: true, nextAt };
}

/**
 * Counts the showing that fell due at `dueAt`, if it is due now and is the one due: a second tab
 * or device asking for the same one, or a showing not due yet, counts nothing.
 */
export function markJumpShown(state: JumpSlice, account: JumpAccount, dueAt: number, now: number): boolean {
  const data = jumpData(state, account, now);
  if (data.nextAt === null || data.nextAt > now || data.nextAt !== dueAt) return false;
  state.jump[account.id] = { day: localDate(now, account.timeZone), times: data.times + 1, lastShownAt: now };
  return true;
}
