import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { Spinner } from '@/components/ui/spinner';
import { showErrorToast } from '@/lib/toast';
import { activateKnownVisitor, getKnownVisitor } from '../api/auth-calls';
import { useAuthEnvironment } from '../auth-environment';
import { decideActivation, rememberPublicId, type ActivationDecision } from '../lib/activation';
import { AuthPage } from './auth-page';

/**
 * /activate (spec part 1 §2 "Activate"): a loader while the known-visitor lookup runs, then the redirect
 * table, or the activation stage: a button, disabled while it runs; success replaces the URL with
 * /activate/activated; failure shows the tier-1 activation error text and the support phone in a toast.
 */
export function ActivatePage() {
  const { links } = useAuthEnvironment();
  const [search] = useSearchParams();
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
    const base = decision.to === 'join' ? links.join : links.login;
    return <Navigate to={`${base}?rfr=${decision.rfr}`} replace />;
  }
  if (decision.kind === 'not-found') return <Navigate to={links.notFound} replace />;
  return <ActivationStage publicId={publicId ?? ''} />;
}

function ActivationStage({ publicId }: { publicId: string }) {
  const { activationCopy: copy, partner, links } = useAuthEnvironment();
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);

  const activate = async () => {
    setRunning(true);
    try {
      await activateKnownVisitor(publicId);
      void navigate(links.activated, { replace: true });
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
export function ActivatedPage() {
  const { activationCopy: copy, links } = useAuthEnvironment();
  return (
    <AuthPage title={copy?.activated_title ?? 'Your Account Is Activated'}>
      {copy?.activated_body ? <p>{copy.activated_body}</p> : null}
      <p>
        <Link className="button button--v1" to={copy?.activated_link.url ?? links.home}>
          {copy?.activated_link.text ?? 'Find restaurants'}
        </Link>
      </p>
    </AuthPage>
  );
}
