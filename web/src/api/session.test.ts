import { describe, expect, it, vi } from 'vitest';
import { currentPlayer } from './player';
import { endRefusedSession } from './session';
import { useUserStore } from '../stores/user';
import { startTestSession, testPlayer } from '../testing/session';

describe('a session refused even renewed', () => {
  it('ends, and the player is told once however many calls meet it', () => {
    startTestSession(testPlayer());
    const told = vi.fn();
    endRefusedSession(told);
    endRefusedSession(told);
    expect(told).toHaveBeenCalledTimes(1);
    expect(useUserStore.getState().webToken).toBeNull();
    expect(currentPlayer()).toBeUndefined();
  });
});
