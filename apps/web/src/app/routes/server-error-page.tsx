import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { usePartner } from '@/lib/partner';
import { logger } from '@/lib/logger';
import { PageMain } from '@/components/layout/page-main';

/** The reference the error page shows, as an API error carries it (requestId) or a fresh one. */
export function referenceCodeFor(given: unknown): string {
  if (typeof given === 'string' && /^[\w-]{4,64}$/.test(given)) return given;
  // No failed request to point at: a code of this moment, logged below, so support can still match it.
  return `FP-${Date.now().toString(36).toUpperCase()}`;
}

/**
 * The server error page (spec part 1 §8, part 2 §2): 'still simmering', a reference code (the failed
 * request's id when the app came here from one, ?ref= or navigation state) and the support phone.
 */
export function ServerErrorPage() {
  const { customerSupport } = usePartner();
  const [params] = useSearchParams();
  const location = useLocation();
  const given = params.get('ref') ?? (location.state as { reference?: unknown } | null)?.reference;
  const reference = useMemo(() => {
    const code = referenceCodeFor(given);
    logger.error('server error page shown', { reference: code });
    return code;
  }, [given]);

  return (
    <PageMain className="page page--centered">
      <h1 className="page__title">Still simmering</h1>
      <p className="page__tagline">Something went wrong on our side while we were getting this ready.</p>
      <p>
        Please try again in a few minutes. If it keeps happening, call us at{' '}
        <a href={customerSupport.phone.href}>{customerSupport.phone.formatted}</a> and give this reference code:
      </p>
      <p className="reference-code">
        Reference code: <strong>{reference}</strong>
      </p>
    </PageMain>
  );
}
