import { useEffect, useState } from 'react';
import { serverNow } from '#web/lib/time/server-time.ts';
import type { BonusRequests } from '../api/promotions';

/** A dialog the player closed stays closed for this tab's life (a reload too), per request or offer moment. */
const DISMISSED_KEY = 'qc:offers-dismissed';
const KEEP = 20;

function dismissedSet(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    // A value another version wrote, or storage refused: nothing dismissed.
    return new Set();
  }
}

/** What is due now, from the server's answer: the login bonus first, then the code offer at its moment. */
export function dueOffer(requests: BonusRequests | undefined, dismissed: ReadonlySet<string>): { kind: 'login'; key: string } | { kind: 'code'; key: string } | null {
  if (!requests || requests.blockedBy) return null;
  const login = requests.loginBonus;
  if (login?.status === 'CLAIMABLE' && !dismissed.has(login.requestId)) return { kind: 'login', key: login.requestId };
  const offer = requests.codeOffer;
  if (offer.dueAt !== null && !dismissed.has(`code:${offer.dueAt}`)) return { kind: 'code', key: `code:${offer.dueAt}` };
  return null;
}

/**
 * When the answer changes next, on the server's clock: the login bonus opening at 00:30, the next
 * offer moment, the end of the one on now, a shown code running out. Undefined when nothing will.
 */
export function nextChange(requests: BonusRequests | undefined, now: number, windowMs: number): number | undefined {
  if (!requests || requests.blockedBy) return undefined;
  const at = (iso: string | null | undefined) => (iso ? Date.parse(iso) : undefined);
  const { loginBonus, codeOffer } = requests;
  const candidates = [
    loginBonus?.status === 'WAITING' ? at(loginBonus.claimableAt) : undefined,
    at(codeOffer.nextAt),
    // The last moment's window has no next moment to end it.
    codeOffer.dueAt && !codeOffer.nextAt ? Date.parse(codeOffer.dueAt) + windowMs : undefined,
    codeOffer.state === 1 ? at(codeOffer.expiresAt) : undefined,
  ].filter((time): time is number => time !== undefined && time > now);
  return candidates.length === 0 ? undefined : Math.min(...candidates);
}

/**
 * The timed offers (SPEC §4, §9) scheduled from the server's answer: a timer to the next change
 * reads the offers again, and the one due is shown until the player closes it.
 */
export function useOfferSchedule(requests: BonusRequests | undefined, refetch: () => void, windowMs: number) {
  const [dismissed, setDismissed] = useState(dismissedSet);
  const wake = nextChange(requests, serverNow(), windowMs);
  useEffect(() => {
    if (wake === undefined) return undefined;
    // A moment late rather than early: the server must already see the change.
    const timer = window.setTimeout(refetch, Math.max(0, wake - serverNow()) + 250);
    return () => window.clearTimeout(timer);
  }, [wake, refetch]);
  const due = dueOffer(requests, dismissed);
  const dismiss = () => {
    if (!due) return;
    const next = new Set(dismissed).add(due.key);
    setDismissed(next);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...next].slice(-KEEP)));
    } catch {
      // Storage full or refused: closed for this page's life only.
    }
  };
  return { due, dismiss };
}
