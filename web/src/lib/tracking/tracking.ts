/**
 * Product analytics events (SPEC §4: opening register fires 'RegisterClick'). Events go to the
 * page's dataLayer (a tag manager reads it) and, inside the native app, to the app as an
 * affiliate event.
 */
import { appBridge, isInApp } from '../bridge/bridge';

type TrackingEvent = 'RegisterClick';

interface TrackingWindow {
  dataLayer?: Array<Record<string, unknown>>;
}

export function track(event: TrackingEvent, params: Record<string, string | number> = {}): void {
  const target = window as unknown as TrackingWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ event, ...params });
  if (isInApp()) appBridge.affiliateEvent(event, params);
}
