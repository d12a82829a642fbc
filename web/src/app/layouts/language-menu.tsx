import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons';
import { changeLanguage, currentLanguage } from '../../lib/i18n/i18n';
import { supportedLanguages } from '../../lib/i18n/languages';

/** The header's language menu (big screens); small screens use the side nav's list. */
export default function LanguageMenu() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('header.language')}>
          <GlobeIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLanguages.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
            fw={code === language ? 700 : 400}
            onClick={() => code !== language && changeLanguage(code)}
          >
            {t(`language.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
