import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../domain/events/events.ts';
import { createEventBus } from './event-bus.ts';

const event: RecordedEvent = { id: 1, at: 0, type: 'wallet-changed', accountId: '7', wallet: { walletType: 'COMMON', currency: 'JPY', amount: 1 } };

describe('event bus', () => {
  it('hands each event to every listener until it unsubscribes, even one that leaves while the event goes round', () => {
    const bus = createEventBus();
    const heard: string[] = [];
    const stopFirst = bus.subscribe((e) => {
      heard.push(`first ${e.id}`);
      stopFirst();
    });
    bus.subscribe((e) => heard.push(`second ${e.id}`));
    bus.publish(event);
    bus.publish({ ...event, id: 2 });
    expect(heard).toEqual(['first 1', 'second 1', 'second 2']);
    expect(bus.listeners).toBe(1);
  });
});
