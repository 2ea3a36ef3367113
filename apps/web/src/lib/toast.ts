import { TOAST_PRODUCT_AUTO_CLOSE_MS } from '@forkpoint/shared/constants';
import { toast, type ToastContent, type ToastOptions } from 'react-toastify/unstyled';

/**
 * react-toastify's "unstyled" build: the default build injects a <style> element at run time, which the
 * server's CSP (no 'unsafe-inline' styles) blocks. Its stylesheet is bundled instead (providers.tsx).
 * Import toast from here only: the two builds keep separate queues, so mixing them loses toasts.
 */
export { toast, ToastContainer } from 'react-toastify/unstyled';
export type { ToastOptions, ToastContainerProps } from 'react-toastify/unstyled';

/**
 * The spec's toast types (part 1 §8 "Toast types"): success and warning close after 3 s, top centre,
 * announced with role alert; error toasts have no alert role and stay until closed. Anything else keeps
 * the container's defaults (5 s, top-right; app/providers.tsx).
 */
export const PRODUCT_TOAST_OPTIONS = {
  autoClose: TOAST_PRODUCT_AUTO_CLOSE_MS,
  position: 'top-center',
  role: 'alert',
} as const satisfies ToastOptions;

export const ERROR_TOAST_OPTIONS = {
  autoClose: false,
  // Polite: the spec's error toasts are not alerts; the form's own alert box carries the urgency.
  role: 'status',
} as const satisfies ToastOptions;

export function showSuccessToast(message: string, options: ToastOptions = {}) {
  return toast.success(message, { ...PRODUCT_TOAST_OPTIONS, ...options });
}

export function showWarningToast(message: ToastContent, options: ToastOptions = {}) {
  return toast.warning(message, { ...PRODUCT_TOAST_OPTIONS, ...options });
}

export function showErrorToast(message: string, options: ToastOptions = {}) {
  return toast.error(message, { ...ERROR_TOAST_OPTIONS, ...options });
}
