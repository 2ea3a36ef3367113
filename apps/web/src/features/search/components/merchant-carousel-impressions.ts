import { useEffect, type RefObject } from 'react';
import { CAROUSEL_IMPRESSION_DELAY_MS } from '@forkpoint/shared/constants';
import type { ImpressionRecord } from '@forkpoint/shared/contracts/impressions';
import { impressionRecord, sendImpressions } from '@/lib/impressions';

/**
 * Carousel impressions (spec part 1 §4 Page analytics, §7, §9): a merchant seen in a carousel for 150 ms is
 * reported once to POST /api/Impressions as { memberId, merchantId, url } plus channel "web", dateTime and
 * userAgent. Failures are silently ignored.
 */

export interface ImpressionTracker {
  /** The slide came into view: it counts once it stays in view for the delay. */
  visible(merchantId: string): void;
  /** The slide left the view before the delay: its timer stops. */
  hidden(merchantId: string): void;
  /** Stops every timer; impressions already counted but not yet sent are sent now. */
  dispose(): void;
}

/** Slides that come into view together are reported in one call. */
export function createImpressionTracker(options: {
  delayMs?: number;
  onSeen: (merchantIds: string[]) => void;
}): ImpressionTracker {
  const delayMs = options.delayMs ?? CAROUSEL_IMPRESSION_DELAY_MS;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const seen = new Set<string>();
  let batch: string[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    flushTimer = null;
    const ids = batch;
    batch = [];
    if (ids.length > 0) options.onSeen(ids);
  };

  return {
    visible(merchantId) {
      if (seen.has(merchantId) || timers.has(merchantId)) return;
      const timer = setTimeout(() => {
        timers.delete(merchantId);
        seen.add(merchantId);
        batch.push(merchantId);
        flushTimer ??= setTimeout(flush, 0);
      }, delayMs);
      timers.set(merchantId, timer);
    },
    hidden(merchantId) {
      const timer = timers.get(merchantId);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.delete(merchantId);
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      if (flushTimer !== null) {
        clearTimeout(flushTimer);
        flush();
      }
    },
  };
}

/** One record a merchant seen, through the app's one impression sender (lib/impressions.ts). */
export function impressionRecords(
  merchantIds: readonly string[],
  context: { memberId: string | null; url: string; now?: Date; userAgent?: string },
): ImpressionRecord[] {
  const at = { now: context.now ?? new Date(), userAgent: context.userAgent };
  return merchantIds.map((merchantId) =>
    impressionRecord({ memberId: context.memberId, merchantId, url: context.url }, at),
  );
}

/** Half a slide in view counts as seen. */
const VISIBLE_RATIO = 0.5;

/**
 * Watches the slides (elements with data-impression-id inside the track) and reports each merchant seen. The
 * observer's root is the viewport, and the track's own overflow clips what it measures, so a slide scrolled
 * out of the carousel is as unseen as one below the fold.
 */
export function useCarouselImpressions(
  track: RefObject<HTMLElement | null>,
  merchantIds: readonly string[],
  memberId: string | null,
): void {
  useEffect(() => {
    const root = track.current;
    if (!root || merchantIds.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const tracker = createImpressionTracker({
      onSeen: (ids) => void sendImpressions(impressionRecords(ids, { memberId, url: window.location.href })),
    });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.impressionId;
          if (!id) continue;
          if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) tracker.visible(id);
          else tracker.hidden(id);
        }
      },
      { threshold: [0, VISIBLE_RATIO] },
    );
    for (const slide of root.querySelectorAll<HTMLElement>('[data-impression-id]')) observer.observe(slide);
    return () => {
      observer.disconnect();
      tracker.dispose();
    };
  }, [track, merchantIds, memberId]);
}
