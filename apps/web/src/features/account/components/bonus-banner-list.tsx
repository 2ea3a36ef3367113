import { useState } from 'react';
import { ResponsiveCopy } from '@/components/copy/copy-text';
import type { BonusBanner, BonusBanners } from '../lib/bonus-banners';

export const BONUS_SUCCESS_MESSAGE = 'Registered for bonus';
export const BONUS_ERROR_MESSAGE = 'Something went wrong, please refresh you browser';

/** Where the app is in the stores, with the badges' words (the footer's app badges copy). */
export interface AppStoreLinks {
  ios: { url: string; label: string };
  android: { url: string; label: string };
}

export interface BonusBannerListProps {
  banners: BonusBanners;
  expand: (text: string) => string;
  appLinks: AppStoreLinks | null;
  /** Activates the bonus; resolves with whether it worked (the route shows the toast and stores the mark). */
  onActivate: (code: string) => Promise<boolean>;
}

/**
 * The overview's bonus banners under two headings (spec part 2 §2 Overview): Available, each with an
 * activate button (or app-store links for an app-only bonus outside the app), and Active, without one.
 */
export function BonusBannerList({ banners, expand, appLinks, onActivate }: BonusBannerListProps) {
  if (banners.available.length === 0 && banners.active.length === 0) return null;
  return (
    <section className="bonus-banners" aria-labelledby="bonus-banners-title">
      <h2 id="bonus-banners-title" className="account-section__title">
        Bonuses
      </h2>
      {banners.available.length > 0 ? (
        <BannerGroup
          title="Available"
          banners={banners.available}
          expand={expand}
          appLinks={appLinks}
          onActivate={onActivate}
        />
      ) : null}
      {banners.active.length > 0 ? (
        <BannerGroup
          title="Active"
          banners={banners.active}
          expand={expand}
          appLinks={appLinks}
          onActivate={onActivate}
        />
      ) : null}
    </section>
  );
}

function BannerGroup({
  title,
  banners,
  ...rest
}: { title: string; banners: BonusBanner[] } & Omit<BonusBannerListProps, 'banners'>) {
  return (
    <>
      <h3 className="bonus-banners__group">{title}</h3>
      <ul className="bonus-banners__list">
        {banners.map((banner) => (
          <li key={banner.slug}>
            <BannerCard banner={banner} {...rest} />
          </li>
        ))}
      </ul>
    </>
  );
}

function BannerCard({
  banner,
  expand,
  appLinks,
  onActivate,
}: { banner: BonusBanner } & Omit<BonusBannerListProps, 'banners'>) {
  const [busy, setBusy] = useState(false);
  const title = banner.fields.text.find((item) => item.type === 'title');
  const others = banner.fields.text.filter((item) => item.type !== 'title');
  const status = banner.bonus.bonusStatus;
  const activate = async () => {
    setBusy(true);
    try {
      await onActivate(banner.bonus.code);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={`bonus-banner bonus-banner--${status}`}>
      {banner.fields.image ? <img className="bonus-banner__image" src={banner.fields.image} alt="" /> : null}
      <div className="bonus-banner__body">
        <h4 className="bonus-banner__title">
          {title ? (
            <ResponsiveCopy desktop={expand(title.text_desktop)} mobile={expand(title.text_mobile)} />
          ) : (
            banner.bonus.description
          )}
        </h4>
        {others.map((item, index) => (
          <p key={index}>
            <ResponsiveCopy desktop={expand(item.text_desktop)} mobile={expand(item.text_mobile)} />
          </p>
        ))}
        {status === 'eligible' && banner.showAppLinks ? (
          <AppOnlyNote text={banner.fields.app_text ? expand(banner.fields.app_text) : null} links={appLinks} />
        ) : null}
        {status === 'eligible' && !banner.showAppLinks ? (
          <button type="button" className="button button--v1" disabled={busy} onClick={() => void activate()}>
            {busy ? 'Activating…' : 'Activate bonus'}
          </button>
        ) : null}
        {status === 'enrolled' ? <p className="bonus-banner__state">Activated: dine to earn it.</p> : null}
        {status === 'qualified' ? <p className="bonus-banner__state">Earned. Well done!</p> : null}
      </div>
    </article>
  );
}

function AppOnlyNote({ text, links }: { text: string | null; links: AppStoreLinks | null }) {
  return (
    <div className="bonus-banner__app">
      {text ? <p>{text}</p> : null}
      {links ? (
        <p className="bonus-banner__stores">
          <a href={links.ios.url}>{links.ios.label}</a>
          <a href={links.android.url}>{links.android.label}</a>
        </p>
      ) : null}
    </div>
  );
}
