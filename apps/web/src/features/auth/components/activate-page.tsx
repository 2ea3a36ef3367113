import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { tier1ActivationFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { Spinner } from '@/components/ui/spinner';
import { showErrorToast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { usePartner } from '@/lib/partner';
import { activateKnownVisitor } from '../api/auth-calls';
import { getKnownVisitor, rememberPublicId } from '@/lib/known-visitor';
import { decideActivation, type ActivationDecision } from '../lib/activation';
import { AuthPage } from './auth-page';

/** The tier_1_activation copy (content-schemas.ts), tokens filled. */
export type ActivationCopy = z.output<typeof tier1ActivationFieldsSchema>;

/**
 * The content service's copy is another feature's: the app layer reads it and hands it in (null when there
 * is none that fits, and the pages say their own words).
 */
export interface ActivationCopyProps {
  copy: ActivationCopy | null;
}

/**
 * /activate (spec part 1 §2 "Activate"): a loader while the known-visitor lookup runs, then the redirect
 * table, or the activation stage: a button, disabled while it runs; success replaces the URL with
 * /activate/activated; failure shows the tier-1 activation error text and the support phone in a toast.
 */
export function ActivatePage({ copy }: ActivationCopyProps) {
  const [search] = useSearchParams();
  // Only the link's own public id: "no public id in the query string: go to /join?rfr=0" (spec part 1 §2, §5
  // "Activation requires the public id in the query string"). A remembered one does not activate (issue 30,
  // defect 8b); it still recognises the known visitor on other pages (lib/known-visitor.ts).
  const publicId = search.get('public_id')?.trim() || null;
  const [decision, setDecision] = useState<ActivationDecision | null>(() =>
    publicId ? null : decideActivation({ publicId: null }),
  );

  useEffect(() => {
    if (!publicId) return;
    const controller = new AbortController();
    rememberPublicId(publicId);
    getKnownVisitor(publicId, controller.signal).then(
      (visitor) => setDecision(decideActivation({ publicId, visitor })),
      () => {
        if (!controller.signal.aborted) setDecision(decideActivation({ publicId, error: true }));
      },
    );
    return () => controller.abort();
  }, [publicId]);

  if (!decision) {
    return (
      <AuthPage title="Activate Your Account">
        <Spinner />
      </AuthPage>
    );
  }
  if (decision.kind === 'redirect') {
    const target = decision.to === 'join' ? paths.join : paths.login;
    return <Navigate to={target.getHref({ rfr: decision.rfr })} replace />;
  }
  if (decision.kind === 'not-found') return <Navigate to={paths.notFound.getHref()} replace />;
  return <ActivationStage publicId={publicId ?? ''} copy={copy} />;
}

function ActivationStage({ publicId, copy }: { publicId: string; copy: ActivationCopy | null }) {
  const partner = usePartner();
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);

  const activate = async () => {
    setRunning(true);
    try {
      await activateKnownVisitor(publicId);
      void navigate(paths.activated.getHref(), { replace: true });
    } catch {
      const text = copy?.error_text ?? FORM_MESSAGES.activationFailed;
      void showErrorToast(`${text} ${partner.customerSupport.phone.formatted}`, { toastId: 'activation-failed' });
      setRunning(false);
    }
  };

  return (
    <AuthPage title={copy?.title ?? 'Activate Your Account'}>
      {copy?.body ? <p>{copy.body}</p> : null}
      <p>
        <button type="button" className="button button--v1" disabled={running} onClick={() => void activate()}>
          {copy?.button_text ?? 'Activate'}
        </button>
      </p>
      {running ? <Spinner message={copy?.working_text ?? 'Do not refresh.'} /> : null}
    </AuthPage>
  );
}

/** /activate/activated: the activated stage. */
export function ActivatedPage({ copy }: ActivationCopyProps) {
  return (
    <AuthPage title={copy?.activated_title ?? 'Your Account Is Activated'}>
      {copy?.activated_body ? <p>{copy.activated_body}</p> : null}
      <p>
        <Link className="button button--v1" to={copy?.activated_link.url ?? paths.home.getHref()}>
          {copy?.activated_link.text ?? 'Find restaurants'}
        </Link>
      </p>
    </AuthPage>
  );
}
