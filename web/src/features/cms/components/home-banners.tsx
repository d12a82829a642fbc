import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CmsTemplate, Locale } from '../../../../../generated/cms/cms';
import { PartFailed } from '../../../components/part-failed';
import { SmartLink } from '../../../components/smart-link';
import { firstFrameBanner } from '../../../lib/boot-shell';
import { mediaUrl } from '../../../lib/media-url';
import { useAfterIdle } from '../../../lib/use-after-idle';
import { HOME_MODULES, useCmsTemplates } from '../api/templates';
import classes from './home-sections.module.css';

/** One banner: its picture, a link to its action. The first is the page's largest picture: eager, fetched first. */
function BannerLink({ banner, contentDomain, first }: { banner: CmsTemplate; contentDomain: string; first: boolean }) {
  const image = mediaUrl(banner.mediaLibrary, contentDomain);
  return (
    <SmartLink to={banner.templateAction} className={classes.banner} aria-label={banner.title}>
      {image ? (
        <img
          src={image}
          alt={banner.remark || banner.title}
          className={classes.bannerImage}
          width={1200}
          height={400}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
        />
      ) : null}
    </SmartLink>
  );
}

/**
 * Home's banner carousel (HOME_BANNER). The frame keeps the artwork's 3:1 shape from the first
 * paint (skeleton, image, failure alike), so nothing below moves. The first banner is the page's
 * largest picture: eager, fetched first; the others wait until they are near. The carousel starts
 * once the page is idle; the first banner stands alone until then.
 */
export function HomeBanners({ locale, contentDomain }: { locale: Locale; contentDomain: string }) {
  const { t } = useTranslation();
  const templates = useCmsTemplates(HOME_MODULES, locale);
  const banners = templates.data?.HOME_BANNER ?? [];
  const firstBanner = firstFrameBanner();
  // The carousel's engine measures the page as it starts: it starts once the page is idle, and
  // until then the first banner stands alone, in the same place and size.
  const carouselReady = useAfterIdle(banners.length > 1);
  const first = banners[0];

  return (
    <section aria-label={t('home.banners')}>
      {templates.isPending ? (
        firstBanner ? (
          // The first frame's picture (the server's first banner) stays in place until the carousel is ready.
          <div className={classes.bannerFrame} aria-busy>
            <img src={firstBanner} alt="" className="first-frame-banner" width={1200} height={400} />
          </div>
        ) : (
          <Skeleton className={classes.bannerFrame} radius="lg" />
        )
      ) : templates.isError ? (
        <PartFailed className={classes.bannerFrame} what={t('home.banners')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
      ) : first && (banners.length === 1 || !carouselReady) ? (
        <div className={classes.carousel}>
          <BannerLink banner={first} contentDomain={contentDomain} first />
        </div>
      ) : banners.length > 0 ? (
        <Carousel
          withIndicators
          emblaOptions={{ loop: true }}
          slideGap="md"
          className={classes.carousel}
          classNames={{ controls: classes.controls }}
          previousControlProps={{ 'aria-label': t('home.previousBanner') }}
          nextControlProps={{ 'aria-label': t('home.nextBanner') }}
          getIndicatorProps={(index) => ({ 'aria-label': t('home.goToBanner', { index: index + 1 }) })}
        >
          {banners.map((banner, index) => (
            <Carousel.Slide key={banner.id}>
              <BannerLink banner={banner} contentDomain={contentDomain} first={index === 0} />
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : null}
    </section>
  );
}
