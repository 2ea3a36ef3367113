/**
 * Paging of the merchant carousel (spec part 1 §2): the slides scroll sideways, a page is as many slides as
 * fit, prev/next move a page and the dots show which page is in view. Pure, so the rules are tested apart
 * from layout.
 */

/** How many whole slides fit in the track: (track + gap) / (slide + gap), at least one. */
export function slidesPerPage(trackWidth: number, slideWidth: number, gap: number): number {
  if (trackWidth <= 0 || slideWidth <= 0) return 1;
  // One pixel of slack: sub-pixel layout can make three exact thirds measure a hair too wide.
  return Math.max(1, Math.floor((trackWidth + gap + 1) / (slideWidth + gap)));
}

export function pageCount(slides: number, perPage: number): number {
  return slides <= 0 ? 0 : Math.ceil(slides / Math.max(1, perPage));
}

/** The first slide of a page; the last page is filled from the end, so it never shows empty space. */
export function firstSlideOfPage(page: number, slides: number, perPage: number): number {
  const size = Math.max(1, perPage);
  return Math.max(0, Math.min(page * size, slides - size));
}

/** The page in view when `firstVisible` is the first slide shown (after a swipe, a scroll or a page move). */
export function pageOfFirstVisible(firstVisible: number, slides: number, perPage: number): number {
  const size = Math.max(1, perPage);
  const pages = pageCount(slides, size);
  if (pages === 0) return 0;
  if (firstVisible >= slides - size) return pages - 1;
  return Math.min(pages - 1, Math.max(0, Math.round(firstVisible / size)));
}

/** The first slide in view at a scroll offset, slides being `stride` pixels apart. */
export function firstVisibleSlide(scrollLeft: number, stride: number): number {
  return stride > 0 ? Math.max(0, Math.round(scrollLeft / stride)) : 0;
}

/** Keeps a page inside 0..pages-1. */
export function clampPage(page: number, pages: number): number {
  return Math.max(0, Math.min(page, pages - 1));
}
