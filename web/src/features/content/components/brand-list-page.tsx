import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '#web/components/page-frame.tsx';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { brandListQueryOptions, type BrandItemKind } from '../api/content';
import { BrandCard } from './brand-card';
import { LoadFailed } from './part-state';
import classes from './content.module.css';

const KINDS = ['all', 'PILLAR', 'AMBASSADOR', 'PARTNER'] as const;
type KindFilter = (typeof KINDS)[number];

/** /brand/list: the brand's items with their pictures (getBrandList), filtered by kind. */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [kind, setKind] = useState<KindFilter>('all');
  // Four Japanese labels fit a phone's width only at the smallest size.
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const items = useQuery(brandListQueryOptions(locale, kind === 'all' ? undefined : (kind as BrandItemKind)));
  return (
    <PageFrame title={t('pages.brandList')}>
      <Stack gap="lg">
        <SegmentedControl
          aria-label={t('contentPages.brand.filter')}
          value={kind}
          onChange={(value) => setKind(value as KindFilter)}
          data={KINDS.map((value) => ({ value, label: t(`contentPages.brand.kinds.${value}`) }))}
          size={bigScreen ? 'sm' : 'xs'}
          fullWidth
          maw={560}
        />
        {items.data ? (
          <div className={classes.cardGrid}>
            {items.data.list.map((item) => (
              <BrandCard key={item.id} item={item} headingLevel={2} />
            ))}
          </div>
        ) : items.isError ? (
          <LoadFailed error={items.error} onRetry={() => void items.refetch()} />
        ) : (
          <div className={classes.cardGrid} aria-busy="true" aria-label={t('contentPages.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={330} radius="md" />
            ))}
          </div>
        )}
      </Stack>
    </PageFrame>
  );
}
