import { Container, Marquee, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#generated/phoenix/platform.ts';
import { isOfferLink, useOffersClosed } from '#web/api/offers-closed.ts';
import { SmartLink } from '#web/components/smart-link.tsx';
import { useMarqueeQuery } from '../api/marquee';
import classes from './marquee-bar.module.css';

/**
 * Scrolling announcements under the header; a player on a break sees none that links to an offer.
 * A player who asked for less motion (prefers-reduced-motion) gets the same line standing still,
 * each announcement once, to scroll sideways by hand: Mantine's Marquee moves whatever the setting.
 */
export function MarqueeBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  // Read at the first render, so a still line never mounts the moving one first.
  const stillLine = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const { data: all = [], isPending } = useMarqueeQuery(locale);
  const offersClosed = useOffersClosed() !== null;
  const items = offersClosed ? all.filter((item) => !isOfferLink(item.linkUrl)) : all;
  // While it loads, the strip keeps its place: the page would jump down when it arrives (CLS).
  if (isPending) return <div className={classes.bar} aria-hidden="true"><div className={classes.inner} /></div>;
  if (items.length === 0) return null;
  const line = items.map((item) =>
    item.linkUrl ? (
      <SmartLink key={item.id} to={item.linkUrl} className={classes.item}>
        {item.content}
      </SmartLink>
    ) : (
      <span key={item.id} className={classes.item}>
        {item.content}
      </span>
    ),
  );
  return (
    <section aria-label={t('marquee.label')} className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        <Text span size="xs" fw={700} className={classes.badge}>
          {t('marquee.label')}
        </Text>
        {stillLine ? (
          // Scrollable: reachable by keyboard through its links, or itself when it has none.
          <div className={classes.still} tabIndex={items.some((item) => item.linkUrl) ? undefined : 0}>
            {line}
          </div>
        ) : (
          <Marquee fadeEdges={false} pauseOnHover duration={Math.max(20_000, items.length * 9_000)} gap="xl" className={classes.marquee}>
            {line}
          </Marquee>
        )}
      </Container>
    </section>
  );
}
