import { createContext, useContext } from 'react';
import type { HubConnection } from './connect';

/** The tab's hub connection; provided by HubProvider once hello succeeded. */
export const HubContext = createContext<HubConnection | null>(null);

export function useHubConnection(): HubConnection {
  const connection = useContext(HubContext);
  if (!connection) throw new Error('useHubConnection outside HubProvider');
  return connection;
}
