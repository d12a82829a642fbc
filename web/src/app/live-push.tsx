import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../api/player';
import { useLiveUpdates } from '../api/live-updates';
import { showToast } from '../components/toast';
import { currentLanguage } from '../lib/i18n/i18n';
import { usePushTopic } from '../lib/socket/use-push-topic';

/**
 * The site's subscriptions to the live push (SPEC §7): every data topic through the shared API
 * tier (api/live-updates), and the toasts (the public toast, a coupon's change), which are UI and
 * so composed here. Mounted once
 * inside the providers; it renders nothing.
 */
export function LivePush() {
  const { t } = useTranslation();
  useLiveUpdates();
  usePushTopic('publicToast', (data) => showToast(data.message[currentLanguage()], data.level));
  // The coupon push's visible part: the screens refresh (api/live-updates), the player is told.
  usePushTopic('coupon', (data) => showToast(t(`couponPush.${data.status}`, { title: data.title[currentLanguage()] }), data.status === 'EXPIRED' ? 'warning' : 'success'), {
    enabled: useIsLoggedIn(),
  });
  return null;
}
