import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWrapper } from '#web/testing/render.tsx';
import { useGameActions } from './use-game-actions';

const answer = (data: unknown) => Response.json({ code: 200, success: true, msg: 'success', data });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useGameActions', () => {
  it('keeps its handlers across renders, so memoised tiles do not re-render when the page does', () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer([])));
    const { result, rerender } = renderHook(() => useGameActions(), { wrapper: createWrapper() });
    const first = result.current;
    rerender();
    expect(result.current.onFavourite).toBe(first.onFavourite);
    expect(result.current.onPlay).toBe(first.onPlay);
    expect(result.current.onInfo).toBe(first.onInfo);
    expect(result.current.labels).toBe(first.labels);
    // The whole object too: a memoised home row is given it as one prop.
    expect(result.current).toBe(first);
  });
});
