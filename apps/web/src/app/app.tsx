import type { QueryClient } from '@tanstack/react-query';
import { AppLoader } from './app-loader';
import { AppProvider } from './providers';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppLoader>
        <AppRouter />
      </AppLoader>
    </AppProvider>
  );
}
