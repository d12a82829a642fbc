import WebSocket from 'ws';

/** A socket client that queues what the server sends, so tests await messages in order. */
export async function connect(base: string, query = '', headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/push${query}`, { headers });
  const inbox: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: () => (inbox.length > 0 ? Promise.resolve(inbox.shift()) : new Promise<unknown>((resolve) => waiters.push(resolve))),
    closed,
    close: () => socket.close(),
  };
}
