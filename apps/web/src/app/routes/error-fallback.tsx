import { PageMain } from '@/components/layout/page-main';
/**
 * Shown when rendering fails or the partner cannot be loaded. It needs no partner copy or theme, since
 * either may be what failed (the full server error page, with support phone, is the /error route).
 */
export function ErrorFallback() {
  return (
    <PageMain className="page page--centered">
      <h1 className="page__title">Still simmering</h1>
      <p>Something went wrong on our side. Please refresh the page and try again.</p>
    </PageMain>
  );
}
