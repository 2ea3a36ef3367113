import type { QueryClient } from '@tanstack/react-query';
import { AppLoader } from './app-loader';
import { AppProvider } from './providers';
import { AppRouter } from './router';
import { NativeAppVersionGate } from './update-screen';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppLoader>
        <NativeAppVersionGate>
          <AppRouter />
        </NativeAppVersionGate>
      </AppLoader>
    </AppProvider>
  );
}
