import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerQueryOptions } from '#web/api/player.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { SERVER_NOW_MAX_ERROR_MS } from '#web/lib/time/server-time.ts';
import { createWrapper } from '#web/testing/render.tsx';
import { endTestSession, startTestSession, testPlayer } from '#web/testing/session.ts';
import { JumpDialog } from './jump-dialog';

type Jump = { times: number; flag: boolean; nextAt: string | null };
const markShown = vi.hoisted(() => vi.fn<(dueAt: string) => Promise<{ counted: boolean; jump: Jump }>>());
vi.mock('../api/jump', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  const { queryClient } = await import('#web/lib/query/query-client.ts');
  const { playerQueryOptions } = await import('#web/api/player.ts');
  return {
    // As the real one: the answer's jump data goes into the player.
    useMarkJumpShown: () =>
      useMutation({
        mutationFn: (dueAt: string) => markShown(dueAt),
        onSuccess: ({ jump }: { jump: Jump }) => queryClient.setQueryData(playerQueryOptions().queryKey, (player) => (player ? { ...player, jump } : player)),
      }),
  };
});

const wrapper = createWrapper({ language: 'en-US', queryClient });
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();
const dialog = () => screen.queryByRole('dialog', { name: 'Visit our main site' });

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  act(() => endTestSession());
  markShown.mockReset();
});

describe('JumpDialog', () => {
  it('asks the server when the jump data says it is due, and shows only a showing that counted', async () => {
    const loginAt = Date.now();
    act(() => startTestSession(testPlayer({ jump: { times: 0, flag: true, nextAt: at(loginAt + 5 * MINUTE) } })));
    markShown.mockImplementation(async (dueAt) => ({ counted: true, jump: { times: 1, flag: true, nextAt: at(Date.parse(dueAt) + 10 * MINUTE) } }));
    render(<JumpDialog />, { wrapper });

    // Asked once the server is surely past it: serverNow() may run ahead by up to its error.
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE + SERVER_NOW_MAX_ERROR_MS - 1000));
    expect(markShown).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(markShown).toHaveBeenCalledWith(at(loginAt + 5 * MINUTE));
    expect(dialog()).not.toBeNull();

    // Another tab showed the next one: counted nothing, so nothing shows; the one after is scheduled.
    act(() => screen.getByRole('button', { name: 'Later' }).click());
    markShown.mockImplementation(async () => ({ counted: false, jump: { times: 3, flag: false, nextAt: null } }));
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE + SERVER_NOW_MAX_ERROR_MS));
    expect(markShown).toHaveBeenLastCalledWith(at(loginAt + 15 * MINUTE));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(dialog()).toBeNull();
    expect(queryClient.getQueryData(playerQueryOptions().queryKey)?.jump).toEqual({ times: 3, flag: false, nextAt: null });
  });

  it('asks again after the clock error, not at once, when the server was not yet at the showing', async () => {
    const nextAt = at(Date.now() + 5 * MINUTE);
    act(() => startTestSession(testPlayer({ jump: { times: 0, flag: true, nextAt } })));
    markShown.mockImplementation(async () => ({ counted: false, jump: { times: 0, flag: true, nextAt } }));
    render(<JumpDialog />, { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE + SERVER_NOW_MAX_ERROR_MS));
    expect(markShown).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(SERVER_NOW_MAX_ERROR_MS - 1));
    expect(markShown).toHaveBeenCalledTimes(1);
    markShown.mockImplementation(async () => ({ counted: true, jump: { times: 1, flag: true, nextAt: null } }));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(markShown).toHaveBeenCalledTimes(2);
    expect(dialog()).not.toBeNull();
  });
});
