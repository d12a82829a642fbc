import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import { startLivePush } from './live-push';
import type { TopicData } from './topics';
import { usePushTopic } from './use-push-topic';

const socket = () => FakeSocket.instances.at(-1)!;
const wallet = (amount: number): TopicData['wallet'] => ({ walletType: 'COMMON', currency: 'JPY', amount });
const push = (amount: number) => act(() => socket().receive({ type: 'next', id: 'w', payload: { topic: 'wallet', data: wallet(amount) } }));
const lastSent = () => socket().sent.at(-1) as { type: string; id?: string; payload?: { topic: string } };

beforeAll(async () => {
  await startLivePush({ url: 'ws://test', createSocket: (url) => new FakeSocket(url) as unknown as WebSocket });
  socket().open();
  socket().receive({ type: 'connection_ack' });
});

describe('usePushTopic', () => {
  it('hands typed data to the latest handler, listens only while enabled, and leaves on unmount', async () => {
    // A listener that stays: data reaches listeners in the order it came, so once the probe has a
    // push, any other listener that was to get it has it too.
    const probe = vi.fn<(data: TopicData['wallet']) => void>();
    renderHook(() => usePushTopic('wallet', probe));
    const delivered = (amount: number) => vi.waitFor(() => expect(probe).toHaveBeenCalledWith(wallet(amount)));
    await vi.waitFor(() => expect(lastSent()).toMatchObject({ type: 'subscribe', payload: { topic: 'wallet' } }));

    const first = vi.fn<(data: TopicData['wallet']) => void>();
    const second = vi.fn<(data: TopicData['wallet']) => void>();
    const view = renderHook(({ handler, enabled }) => usePushTopic('wallet', handler, { enabled }), {
      initialProps: { handler: first, enabled: false },
    });
    push(1);
    await delivered(1);
    expect(first).not.toHaveBeenCalled();

    view.rerender({ handler: first, enabled: true });
    push(2);
    await delivered(2);
    expect(first).toHaveBeenCalledWith(wallet(2));

    // A new handler takes over without a new subscription.
    const sentBefore = socket().sent.length;
    view.rerender({ handler: second, enabled: true });
    push(3);
    await delivered(3);
    expect(second).toHaveBeenCalledWith(wallet(3));
    expect(first).toHaveBeenCalledTimes(1);
    expect(socket().sent).toHaveLength(sentBefore);

    view.unmount();
    push(4);
    await delivered(4);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes when its last listener leaves', async () => {
    const view = renderHook(() => usePushTopic('deposit', vi.fn()));
    await vi.waitFor(() => expect(lastSent()).toMatchObject({ type: 'subscribe', payload: { topic: 'deposit' } }));
    view.unmount();
    expect(lastSent()).toMatchObject({ type: 'unsubscribe' });
  });
});
