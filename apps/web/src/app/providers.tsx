import { useLayoutEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'react-toastify/ReactToastify.css';
import { usePartnerQuery } from '@/lib/partner';
import { applyTheme } from '@/lib/theme-variables';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { createQueryClient } from '@/lib/query-client';
import { ToastContainer } from '@/lib/toast-container';
import { ErrorFallback } from './routes/error-fallback';

/**
 * Sets the partner's colours and fonts as CSS custom properties on <html> once the partner has loaded. Before the
 * browser paints: with the page's start-up data the first render is already the page, drawn in the partner's fonts.
 */
function PartnerTheme() {
  const theme = usePartnerQuery().data?.theme;
  useLayoutEffect(() => (theme ? applyTheme(theme) : undefined), [theme]);
  return null;
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app makes its own. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <QueryClientProvider client={client}>
        <PartnerTheme />
        {children}
        <ToastContainer />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
