import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Connection, ConnectionState } from './connection';

const ConnectionContext = createContext<Connection | null>(null);

export function ConnectionProvider({ connection, children }: { connection: Connection; children: ReactNode }) {
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): { state: ConnectionState; dismissRestored: () => void } {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection outside ConnectionProvider');
  // The build's prerender (ADR 095) reads the state of its own fresh connection.
  const state = useSyncExternalStore(connection.subscribe, connection.getState, connection.getState);
  return { state, dismissRestored: () => connection.dismissRestored() };
}
