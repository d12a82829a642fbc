import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatIcon } from '#web/components/icons.tsx';
import { openChat } from '#web/components/live-support.ts';
import { PageFrame } from '#web/components/page-frame.tsx';

/** /contact: the way to live support (PRODUCT.md: the chat opens from here too). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.contact')}>
      <Text>{t('contentPages.contact.intro')}</Text>
      <div>
        <Button size="md" leftSection={<ChatIcon size={20} />} onClick={openChat}>
          {t('contentPages.contact.openChat')}
        </Button>
      </div>
    </PageFrame>
  );
}
