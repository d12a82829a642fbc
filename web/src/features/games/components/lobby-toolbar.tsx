import { CloseButton, Group, Select, Tabs, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LobbyTab } from '../hooks/use-lobby-filters';
import classes from './lobby-toolbar.module.css';

interface LobbyToolbarProps {
  tabs: { value: LobbyTab; label: string }[];
  tab: LobbyTab;
  onTab: (tab: LobbyTab) => void;
  providers: { value: string; label: string }[];
  provider: string;
  onProvider: (provider: string) => void;
  query: string;
  onQuery: (query: string) => void;
}

/** Tabs (all, play or game types, favourites, recently played), then the provider and the search. */
export function LobbyToolbar(props: LobbyToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs value={props.tab} onChange={(value) => value && props.onTab(value as LobbyTab)} keepMounted={false}>
        <Tabs.List aria-label={t('games.tabs.label')} className={classes.tabs}>
          {props.tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} className={classes.tab}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('games.filters.provider')}
          data={[{ value: '', label: t('games.filters.allProviders') }, ...props.providers]}
          value={props.provider}
          onChange={(value) => props.onProvider(value ?? '')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          miw={200}
        />
        <TextInput
          type="search"
          label={t('games.filters.search')}
          placeholder={t('games.filters.searchHint')}
          value={props.query}
          onChange={(event) => props.onQuery(event.currentTarget.value)}
          miw={200}
          rightSection={props.query ? <CloseButton aria-label={t('games.filters.clearSearch')} onClick={() => props.onQuery('')} /> : null}
        />
      </Group>
    </>
  );
}
