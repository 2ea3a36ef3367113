import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedStartupQueries } from './app/startup-queries';
import { preloadLandingPage } from './app/route-preload';
import { captureInstallPrompt } from './features/pwa/lib/install-prompt';
import { registerServiceWorker } from './features/pwa/lib/service-worker';
import { startCsrfPrefetch } from './lib/csrf';
import { applyLayoutVariables } from './lib/layout-variables';
import { logger } from './lib/logger';
import { setErrorDsn } from './lib/error-reporting';
import { createQueryClient } from './lib/query-client';
import { readStartupData } from './lib/startup-data';
import { parseSchemasWithoutEval } from './lib/zod-jitless';
import './styles/base.css';
import './styles/layout.css';
import './styles/shell.css';
import './styles/footer.css';
import './styles/home.css';
import './styles/content.css';

parseSchemasWithoutEval();
// What no code caught is reported too (the render errors are the error boundary's).
window.addEventListener('error', (event) => logger.error('uncaught error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => logger.error('unhandled rejection', event.reason));
// The page's own code loads while the start-up calls are answered, not after them.
void preloadLandingPage(window.location.pathname);
// The token is fetched while the partner and copy load, so the first form submit already has it.
void startCsrfPrefetch();
applyLayoutVariables();
// The browser offers the install once, early: held from the start for the install banner.
captureInstallPrompt();
registerServiceWorker();

// The partner, flags, app status and copy the server wrote into the page: the app draws without asking for them.
const queryClient = createQueryClient();
const startupData = readStartupData();
if (startupData) seedStartupQueries(queryClient, startupData);
setErrorDsn(startupData?.errorDsn);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
