import { useLiveUpdates } from '../api/live-updates';
import { showToast } from '../components/toast';
import { currentLanguage } from '../lib/i18n/i18n';
import { usePushTopic } from '../lib/socket/use-push-topic';

/**
 * The site's subscriptions to the live push (SPEC §7): every data topic through the shared API
 * tier (api/live-updates), and the public toast, which is UI and so composed here. Mounted once
 * inside the providers; it renders nothing.
 */
export function LivePush() {
  useLiveUpdates();
  usePushTopic('publicToast', (data) => showToast(data.message[currentLanguage()], data.level));
  return null;
}
