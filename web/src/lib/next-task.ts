/**
 * Resolves in a later task of the event loop, so the work after it does not lengthen the current
 * one: a phone can draw and take input between the two. `scheduler.yield()` where the browser has
 * it (the continuation runs before other queued tasks), else a message to this window's own
 * channel (a task with no timer clamp, which fake clocks in tests leave alone).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
