import { TOAST_PRODUCT_AUTO_CLOSE_MS } from '@forkpoint/shared/constants';
import type * as ReactToastify from 'react-toastify/unstyled';
import type { Id, ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * Toasts, with react-toastify loaded on demand: most pages never show one, and the library is 6.6 KB
 * gzip of every first load (bench/bundle.mjs). The container (toast-container.tsx) is a lazy chunk too;
 * toasts raised before it mounts wait in react-toastify's own queue.
 *
 * react-toastify's "unstyled" build: the default build injects a <style> element at run time, which the
 * server's CSP (no 'unsafe-inline' styles) blocks. Its stylesheet is bundled instead (providers.tsx).
 * Raise toasts from here only: the two builds keep separate queues, so mixing them loses toasts.
 */
export type { ToastOptions } from 'react-toastify/unstyled';

type Toastify = typeof ReactToastify;
let toastify: Promise<Toastify> | undefined;

/** The library, loaded once (the container and every toast share this one module). */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify/unstyled');
  return toastify;
}

/**
 * The spec's toast types (part 1 §8 "Toast types"): success and warning close after 3 s, top centre,
 * announced with role alert; error toasts have no alert role and stay until closed, top centre too, so every
 * message of the app comes in one place, centred at every width (issue 30, defect 6; styles/layout.css). Anything
 * else keeps the container's defaults (5 s, top-right; lib/toast-container.tsx).
 */
export const PRODUCT_TOAST_OPTIONS = {
  autoClose: TOAST_PRODUCT_AUTO_CLOSE_MS,
  position: 'top-center',
  role: 'alert',
} as const satisfies ToastOptions;

export const ERROR_TOAST_OPTIONS = {
  autoClose: false,
  position: 'top-center',
  // Polite: the spec's error toasts are not alerts; the form's own alert box carries the urgency.
  role: 'status',
} as const satisfies ToastOptions;

export function showSuccessToast(message: string, options: ToastOptions = {}): Promise<Id> {
  return loadToastify().then(({ toast }) => toast.success(message, { ...PRODUCT_TOAST_OPTIONS, ...options }));
}

export function showWarningToast(message: ToastContent, options: ToastOptions = {}): Promise<Id> {
  return loadToastify().then(({ toast }) => toast.warning(message, { ...PRODUCT_TOAST_OPTIONS, ...options }));
}

export function showErrorToast(message: string, options: ToastOptions = {}): Promise<Id> {
  return loadToastify().then(({ toast }) => toast.error(message, { ...ERROR_TOAST_OPTIONS, ...options }));
}

/** A toast with the container's defaults (5 s, top-right). */
export function showToast(message: ToastContent, options: ToastOptions = {}): Promise<Id> {
  return loadToastify().then(({ toast }) => toast(message, options));
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: Id): Promise<void> {
  return loadToastify().then(({ toast }) => toast.dismiss(id));
}
