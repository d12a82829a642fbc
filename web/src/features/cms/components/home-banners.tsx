import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CmsTemplate, Locale } from '#generated/cms/cms.ts';
import { PartFailed } from '#web/components/part-failed.tsx';
import { SmartLink } from '#web/components/smart-link.tsx';
import { firstFrameBanner } from '#web/lib/boot-shell.ts';
import { mediaUrl } from '#web/lib/media-url.ts';
import { HOME_MODULES, useCmsTemplates } from '../api/templates';
import { BannerStrip } from './banner-strip';
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
 * Home's banners (HOME_BANNER). The frame keeps the artwork's 3:1 shape from the first
 * paint (skeleton, image, failure alike), so nothing below moves. The first banner is the page's
 * largest picture: eager, fetched first; the others wait until they are near. The banners sit in
 * a strip the browser scrolls and snaps (BannerStrip): nothing runs until someone moves it.
 */
export function HomeBanners({ locale, contentDomain }: { locale: Locale; contentDomain: string }) {
  const { t } = useTranslation();
  const templates = useCmsTemplates(HOME_MODULES, locale);
  const banners = templates.data?.HOME_BANNER ?? [];
  const firstBanner = firstFrameBanner();

  return (
    <section aria-label={t('home.banners')}>
      {templates.isPending ? (
        firstBanner ? (
          // The first frame's picture (the server's first banner) stays in place until the banners arrive.
          <div className={classes.bannerFrame} aria-busy>
            <img src={firstBanner} alt="" className="first-frame-banner" width={1200} height={400} />
          </div>
        ) : (
          <Skeleton className={classes.bannerFrame} radius="lg" />
        )
      ) : templates.isError ? (
        <PartFailed className={classes.bannerFrame} what={t('home.banners')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />
      ) : banners.length > 0 ? (
        <BannerStrip
          className={classes.bannerStrip}
          previousLabel={t('home.previousBanner')}
          nextLabel={t('home.nextBanner')}
          indicatorLabel={(index) => t('home.goToBanner', { index: index + 1 })}
          slides={banners.map((banner, index) => ({
            key: banner.id,
            content: <BannerLink banner={banner} contentDomain={contentDomain} first={index === 0} />,
          }))}
        />
      ) : null}
    </section>
  );
}
