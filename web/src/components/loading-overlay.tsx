import { LoadingOverlay } from '@mantine/core';

/** The global loading overlay's picture (components/global-loading.tsx loads it after the page). */
export function GlobalLoadingOverlay({ visible, label }: { visible: boolean; label: string }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={3000}
      pos="fixed"
      overlayProps={{ backgroundOpacity: 0.25, blur: 1 }}
      loaderProps={{ 'aria-label': label } as Record<string, string>}
    />
  );
}
