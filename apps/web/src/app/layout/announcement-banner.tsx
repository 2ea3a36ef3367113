import { Fragment, useMemo } from 'react';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { filterContentEntries } from '@forkpoint/shared/content/content-filters';
import type { AnnouncementBannerFields, BannerCopyItem } from '@forkpoint/shared/content/content-schemas';
import { isListOf, isObject, isText } from '@/components/copy/content-guards';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import { InfoTooltip } from '@/components/ui/info-tooltip';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';
import { ShellIcon } from './shell-icons';
import './announcement-banner.css';

const isBannerCopyItem = (value: unknown): value is BannerCopyItem =>
  isObject(value) && isText(value.copy) && (value.type === 'text' || (value.type === 'link' && isText(value.url)));

const isAnnouncement = (fields: Record<string, unknown>): fields is AnnouncementBannerFields =>
  isListOf(fields.banner_copy, isBannerCopyItem) &&
  fields.banner_copy.length > 0 &&
  (fields.tooltip_copy === undefined || isText(fields.tooltip_copy));

/** The announcement copy (first valid entry), tokens filled in; null when there is none. */
export function useAnnouncement(): AnnouncementBannerFields | null {
  const entries = usePartnerContent('announcement_banner');
  const terms = useCopyTerms();
  return useMemo(() => {
    const fields = filterContentEntries('announcement_banner', entries)
      .map((entry) => entry.fields)
      .find(isAnnouncement);
    return fields ? expandCopyDeep(fields, terms) : null;
  }, [entries, terms]);
}

/**
 * The announcement's text and link items, as the banner and the announcement modal both show them: one
 * sentence after another, so a space stands between items ("every week. See what's new"), whatever the layout.
 */
export function AnnouncementItems({ items }: { items: readonly BannerCopyItem[] }) {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="announcement__item">
        {item.type === 'link' ? (
          <CopyLink text={item.copy} url={item.url} newTab={item.new_tab} />
        ) : (
          <CopyText text={item.copy} />
        )}
      </span>
    </Fragment>
  ));
}

/** The announcement banner (spec part 1 §2 Shell): text and link items from the copy, with a tooltip. */
export function AnnouncementBanner() {
  const announcement = useAnnouncement();
  if (!announcement) return null;
  return (
    <aside className="announcement" aria-label="Announcement">
      <p className="announcement__text">
        <AnnouncementItems items={announcement.banner_copy} />
        {announcement.tooltip_copy ? (
          <InfoTooltip label="About this announcement" icon={<ShellIcon name="info" size={18} />}>
            <CopyText text={announcement.tooltip_copy} />
          </InfoTooltip>
        ) : null}
      </p>
    </aside>
  );
}
