import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGlobalLoading } from '../stores/loading';

/** The global loading overlay: on while a route loads or while someone holds the loading flag. */
export function GlobalLoading({ routeLoading }: { routeLoading: boolean }) {
  const { t } = useTranslation();
  const held = useGlobalLoading((state) => state.holders > 0);
  const visible = routeLoading || held;
  return (
    <>
      <LoadingOverlay
        visible={visible}
        zIndex={3000}
        pos="fixed"
        overlayProps={{ backgroundOpacity: 0.25, blur: 1 }}
        loaderProps={{ 'aria-label': t('loading.label') } as Record<string, string>}
      />
      {visible ? (
        <span role="status" className="visually-hidden">
          {t('loading.label')}
        </span>
      ) : null}
    </>
  );
}
