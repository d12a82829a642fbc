import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdleAfterLoad } from '../lib/after-page-load';
import { useGlobalLoading } from '../stores/loading';
import { LoadedPart, lazyPart } from './lazy-part';

// Mantine's LoadingOverlay (with its Overlay) is drawn only once something loads, never on the
// first screen: its chunk comes after the page has loaded (issue 32, the initial JS of `/`).
const overlay = lazyPart(() => import('./loading-overlay'), 'loading-overlay', (module) => module.GlobalLoadingOverlay);

/** The global loading overlay: on while a route loads or while someone holds the loading flag. */
export function GlobalLoading({ routeLoading }: { routeLoading: boolean }) {
  const { t } = useTranslation();
  const held = useGlobalLoading((state) => state.holders > 0);
  const visible = routeLoading || held;
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        // Fetched ahead, so the first navigation's overlay is there at once. A failure here is only
        // warned about: the overlay's own load when it is wanted asks again and shows it (LoadedPart).
        overlay.load().catch((error: unknown) => console.warn('[loading] the overlay did not load ahead; it is asked for again when wanted', error));
      }),
    [],
  );
  return (
    <>
      <LoadedPart part={overlay} wanted={visible} props={{ visible, label: t('loading.label') }} />
      {visible ? (
        <span role="status" className="visually-hidden">
          {t('loading.label')}
        </span>
      ) : null}
    </>
  );
}
