import { Suspense, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HubProvider } from '../hub-client/hub-provider';
import { HubFailedScreen } from './hub-failed-screen';
import { LoadingStatus } from '../ui/loading-status';
import { ReloadScreen } from './reload-screen';
import { routes } from './routes';

function ConnectingPage() {
  return (
    <main className="center-page" id="main-content">
      <LoadingStatus />
    </main>
  );
}

/**
 * The application: hub connection first, then the routes (history mode). `opening`: the
 * opening screen's chunks loading, which the routes wait for a moment (hub-provider.tsx).
 */
export function App({ opening }: { opening?: Promise<unknown> }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <HubProvider
      connecting={<ConnectingPage />}
      reload={<ReloadScreen />}
      failed={() => <HubFailedScreen />}
      opening={opening}
    >
      {/* A translation namespace still loading suspends here rather than blanking the page. */}
      <Suspense fallback={<ConnectingPage />}>
        <RouterProvider router={router} />
      </Suspense>
    </HubProvider>
  );
}
