import type { ComponentProps } from 'react';

/** The id of every page's <main>: the skip links of the frames (`href="#main-content"`) point at it. */
const MAIN_CONTENT_ID = 'main-content';

/** The skip link's target, for the frames that draw one (app, maintenance and support console layouts). */
export const MAIN_CONTENT_HREF = `#${MAIN_CONTENT_ID}`;

type PageMainProps = Omit<ComponentProps<'main'>, 'id' | 'tabIndex'>;

/**
 * A page's one <main>. Each page draws its own (the frames around it hold the skip link, the navbar and the
 * footer), so the id and tabIndex live here rather than in thirty pages: tabIndex -1 lets the skip link and
 * the pages that move focus on navigation focus it without putting it in the tab order. Everything else
 * (className, aria-*, data-*, ref) passes through.
 */
export function PageMain(props: PageMainProps) {
  return <main id={MAIN_CONTENT_ID} {...props} tabIndex={-1} />;
}
