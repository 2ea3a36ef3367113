import { lazy, Suspense } from 'react';
import { TOAST_DEFAULT_AUTO_CLOSE_MS } from '@forkpoint/shared/constants';
import { loadToastify } from './toast';

const LoadedToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/**
 * The one toast container, loaded after the first render (lib/toast.ts). The spec's toast defaults
 * (5 s, top-right) are react-toastify's; stated here so they stay so.
 */
export function ToastContainer() {
  return (
    <Suspense fallback={null}>
      <LoadedToastContainer position="top-right" autoClose={TOAST_DEFAULT_AUTO_CLOSE_MS} />
    </Suspense>
  );
}
