import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MerchantCardViewer } from '../lib/earn-label';
import { MerchantCard, type MerchantSearchResult } from './merchant-card';
import { useCarouselImpressions } from './merchant-carousel-impressions';
import {
  clampPage,
  firstSlideOfPage,
  firstVisibleSlide,
  pageCount,
  pageOfFirstVisible,
  slidesPerPage,
} from './merchant-carousel-paging';

/**
 * The carousel's slides (spec part 1 §2): a track that scrolls sideways, prev and next (desktop only, by
 * CSS), a dot a page, and the impressions of the slides seen.
 */

interface TrackMetrics {
  perPage: number;
  /** Pixels from one slide's start to the next one's. */
  stride: number;
}

function measure(track: HTMLElement): TrackMetrics {
  const [first, second] = Array.from(track.children) as HTMLElement[];
  if (!first) return { perPage: 1, stride: 0 };
  const width = first.offsetWidth;
  const stride = second ? second.offsetLeft - first.offsetLeft : width;
  return { perPage: slidesPerPage(track.clientWidth, width, Math.max(0, stride - width)), stride };
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function CarouselSlides({
  merchants,
  viewer,
}: {
  merchants: MerchantSearchResult[];
  viewer: MerchantCardViewer;
}) {
  const track = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const [perPage, setPerPage] = useState(1);
  const [page, setPage] = useState(0);
  const count = merchants.length;
  const pages = pageCount(count, perPage);
  const merchantIds = useMemo(() => merchants.map((merchant) => merchant.merchantId), [merchants]);
  useCarouselImpressions(track, merchantIds, viewer.memberId);

  // The page follows the scroll position, however it moved: buttons, dots, swipes or focus moving into a card.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const metrics = measure(element);
      setPerPage(metrics.perPage);
      setPage(pageOfFirstVisible(firstVisibleSlide(element.scrollLeft, metrics.stride), count, metrics.perPage));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [count]);

  const goTo = (target: number) => {
    const next = clampPage(target, pages);
    setPage(next);
    const element = track.current;
    const slides = element ? (Array.from(element.children) as HTMLElement[]) : [];
    const slide = slides[firstSlideOfPage(next, count, perPage)];
    if (!element || !slide || !slides[0] || typeof element.scrollTo !== 'function') return;
    element.scrollTo({
      left: slide.offsetLeft - slides[0].offsetLeft,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const atStart = page <= 0;
  const atEnd = page >= pages - 1;
  return (
    <>
      <div ref={track} id={trackId} className="merchant-carousel__track">
        {merchants.map((merchant, index) => (
          <div
            key={merchant.id}
            className="merchant-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-impression-id={merchant.merchantId}
          >
            <MerchantCard merchant={merchant} headingLevel={3} viewer={viewer} />
          </div>
        ))}
      </div>
      {pages > 1 ? (
        <div className="merchant-carousel__controls">
          <button
            type="button"
            className="merchant-carousel__step"
            aria-label="Previous restaurants"
            aria-controls={trackId}
            aria-disabled={atStart}
            // aria-disabled rather than disabled: a button that disables itself would drop keyboard focus.
            onClick={() => !atStart && goTo(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="merchant-carousel__dots" role="group" aria-label="Pages">
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                type="button"
                className="merchant-carousel__dot"
                aria-label={`Page ${index + 1} of ${pages}`}
                aria-controls={trackId}
                aria-current={index === page ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="merchant-carousel__step"
            aria-label="Next restaurants"
            aria-controls={trackId}
            aria-disabled={atEnd}
            onClick={() => !atEnd && goTo(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
