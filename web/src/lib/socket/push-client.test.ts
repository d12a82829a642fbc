import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import { createPushClient, HEARTBEAT_MS, RECONNECT_MS } from './push-client';

const toast = {
  level: 'info',
  message: { 'ja-JP': 'メンテナンスのお知らせ', 'en-US': 'Maintenance notice', 'zh-CN': '维护通知' },
  linkUrl: null,
};

describe('live-push client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function started() {
    const client = createPushClient({
      url: 'ws://site.test/ws/push',
      getLocale: () => 'ja-JP',
      getToken: () => null,
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    const listener = vi.fn();
    client.subscribe('publicToast', listener);
    client.start();
    const socket = FakeSocket.instances.at(-1)!;
    socket.open();
    return { client, listener, socket };
  }

  it('initialises, subscribes per topic after the ack, and delivers valid data', async () => {
    const { listener, socket } = started();
    expect(socket.sent).toEqual([{ type: 'connection_init', payload: { locale: 'ja-JP' } }]);
    socket.receive({ type: 'connection_ack' });
    expect(socket.sent[1]).toMatchObject({ type: 'subscribe', payload: { topic: 'publicToast' } });
    socket.receive({ type: 'next', id: 'x', payload: { topic: 'publicToast', data: toast } });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(toast));
  });

  it("keeps a topic's messages in order while its schema loads", async () => {
    const { listener, socket } = started();
    socket.receive({ type: 'connection_ack' });
    const second = { ...toast, level: 'warning' };
    const third = { ...toast, level: 'error' };
    socket.receive({ type: 'next', id: 'x', payload: { topic: 'publicToast', data: toast } });
    socket.receive({ type: 'next', id: 'x', payload: { topic: 'publicToast', data: second } });
    socket.receive({ type: 'next', id: 'x', payload: { topic: 'publicToast', data: third } });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(3));
    expect(listener.mock.calls.map(([data]) => (data as { level: string }).level)).toEqual(['info', 'warning', 'error']);
  });

  it('pings every 10 s once acknowledged', () => {
    const { socket } = started();
    socket.receive({ type: 'connection_ack' });
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(socket.sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
  });

  it('reports invalid messages as errors, drops them and never crashes', async () => {
    const { listener, socket } = started();
    socket.receive({ type: 'connection_ack' });
    socket.receive('not json {');
    socket.receive({ type: 'surprise' });
    socket.receive({ type: 'next', id: 'x', payload: { topic: 'publicToast', data: { level: 'loud' } } });
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(3));
    expect(listener).not.toHaveBeenCalled();
  });

  it('reconnects 5 s after a drop and subscribes again', () => {
    const { socket } = started();
    socket.receive({ type: 'connection_ack' });
    socket.close();
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const next = FakeSocket.instances.at(-1)!;
    expect(FakeSocket.instances).toHaveLength(2);
    next.open();
    next.receive({ type: 'connection_ack' });
    expect(next.sent.at(-1)).toMatchObject({ type: 'subscribe', payload: { topic: 'publicToast' } });
  });

  it('stops for good when stopped', () => {
    const { client } = started();
    client.stop();
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('unsubscribes a topic when its last listener leaves', () => {
    const client = createPushClient({ createSocket: (url) => new FakeSocket(url) as unknown as WebSocket, url: 'ws://x' });
    client.start();
    const socket = FakeSocket.instances.at(-1)!;
    socket.open();
    socket.receive({ type: 'connection_ack' });
    const stop = client.subscribe('wallet', vi.fn());
    const subscribe = socket.sent.at(-1) as { id: string };
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', id: subscribe.id });
  });

  it('subscribes to a tournament’s ranking on its own, and hands each watcher only its tournament’s pushes', async () => {
    const client = createPushClient({ createSocket: (url) => new FakeSocket(url) as unknown as WebSocket, url: 'ws://x' });
    const daily = vi.fn();
    const weekly = vi.fn();
    client.subscribe('orderRanking', daily, 'T-DAILY-20261124');
    client.start();
    const socket = FakeSocket.instances.at(-1)!;
    socket.open();
    socket.receive({ type: 'connection_ack' });
    const stopWeekly = client.subscribe('orderRanking', weekly, 'T-WEEKLY-20261123');
    const [first, second] = socket.sent.slice(1) as { id: string; payload: unknown }[];
    expect(first!.payload).toEqual({ topic: 'orderRanking', tournamentId: 'T-DAILY-20261124' });
    expect(second!.payload).toEqual({ topic: 'orderRanking', tournamentId: 'T-WEEKLY-20261123' });
    const ranking = (tournamentId: string) => ({ tournamentId, status: 'RUNNING', entrants: 1, top: [], me: null, updatedAt: '2026-11-24T03:00:00.000Z' });
    socket.receive({ type: 'next', id: second!.id, payload: { topic: 'orderRanking', data: ranking('T-WEEKLY-20261123') } });
    await vi.waitFor(() => expect(weekly).toHaveBeenCalledWith(ranking('T-WEEKLY-20261123')));
    expect(daily).not.toHaveBeenCalled();
    stopWeekly();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', id: second!.id });
  });
});
