/**
 * react-toastify's "unstyled" build: the default build injects a <style> element at run time, which the
 * server's CSP (no 'unsafe-inline' styles) blocks. Its stylesheet is bundled instead (providers.tsx).
 * Import toast from here only: the two builds keep separate queues, so mixing them loses toasts.
 */
export { toast, ToastContainer } from 'react-toastify/unstyled';
export type { ToastOptions, ToastContainerProps } from 'react-toastify/unstyled';
