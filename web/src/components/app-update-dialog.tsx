import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appBridge } from '../lib/bridge/bridge';
import { dismissAppUpdate, useAppUpdateOffer } from '../lib/bridge/app-update';
import { DialogShell } from './dialog-shell';

/**
 * The native app's new version (the app's SHOW_UPDATE): "update" asks the app to show its update
 * (the site's SHOW_UPDATE), "later" puts it off. A mandatory version cannot be put off.
 */
export function AppUpdateDialog() {
  const { t } = useTranslation();
  const offer = useAppUpdateOffer((state) => state.offer);
  const update = () => {
    if (offer) appBridge.showUpdate(offer.version);
    // A mandatory update stays on screen until the app has been updated (the app reopens the site).
    if (!offer?.mandatory) dismissAppUpdate();
  };
  return (
    <DialogShell
      opened={offer !== null}
      onClose={dismissAppUpdate}
      title={t('appUpdate.title')}
      withCloseButton={!offer?.mandatory}
      closeOnClickOutside={!offer?.mandatory}
      closeOnEscape={!offer?.mandatory}
    >
      <Stack gap="md">
        <Text size="sm">{t(offer?.mandatory ? 'appUpdate.required' : 'appUpdate.body', { version: offer?.version ?? '' })}</Text>
        <Group justify="flex-end" gap="xs">
          {!offer?.mandatory ? (
            <Button variant="default" onClick={dismissAppUpdate}>
              {t('appUpdate.later')}
            </Button>
          ) : null}
          <Button onClick={update}>{t('appUpdate.update')}</Button>
        </Group>
      </Stack>
    </DialogShell>
  );
}
