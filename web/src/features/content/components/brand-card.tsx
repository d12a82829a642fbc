import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommonConfig } from '#web/api/platform.ts';
import { SmartLink } from '#web/components/smart-link.tsx';
import { mediaUrl } from '#web/lib/media-url.ts';
import { href } from '#web/lib/paths.ts';
import type { BrandItemSummary } from '../api/content';
import classes from './content.module.css';

/** A brand item as a card linking to its detail; its picture carries the same words, so its alt is empty. */
export function BrandCard({ item, headingLevel = 3 }: { item: BrandItemSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  const image = mediaUrl(item.media, contentDomain);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <SmartLink to={href('/brand/detail', { id: item.id })} className={classes.card} aria-label={t('contentPages.brand.readMore', { title: item.title })}>
      {image ? <img src={image} alt="" className={classes.cardImage} loading="lazy" width={400} height={300} /> : <span className={classes.cardImage} />}
      <Stack gap={4} p="sm">
        <Badge variant="light" size="sm">
          {t(`contentPages.brand.kinds.${item.kind}`)}
        </Badge>
        <Text component={Heading} fw={700} size="md" m={0}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed">
          {item.subtitle}
        </Text>
      </Stack>
    </SmartLink>
  );
}
