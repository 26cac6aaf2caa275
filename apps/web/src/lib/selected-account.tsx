import type { Account } from '@taxcert/contracts';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useOnlineConfig } from './session';

/** 0 = no account selected (the first option of the account dropdown). */
export const NO_ACCOUNT = 0;

interface SelectedAccountState {
  accountId: number;
  setAccountId: (id: number) => void;
}

const SelectedAccountContext = createContext<SelectedAccountState | null>(null);

/** Holds the chosen account id in memory only (never in browser storage). */
export function SelectedAccountProvider({ children }: { children: ReactNode }) {
  const [accountId, setAccountId] = useState<number>(NO_ACCOUNT);
  const value = useMemo(() => ({ accountId, setAccountId }), [accountId]);
  return <SelectedAccountContext.Provider value={value}>{children}</SelectedAccountContext.Provider>;
}

/**
 * The accounts of the signed-in customer and the selected one. A customer with exactly one account has
 * it selected automatically (app-shell.md §4); a chosen id that is not one of the accounts counts as 0.
 */
export function useSelectedAccount(): {
  accounts: Account[];
  accountId: number;
  account: Account | null;
  setAccountId: (id: number) => void;
} {
  const state = useContext(SelectedAccountContext);
  if (!state) throw new Error('useSelectedAccount outside SelectedAccountProvider');
  const accounts = useOnlineConfig()?.customer?.accounts ?? [];
  const only = accounts.length === 1 ? accounts[0] : undefined;
  const chosen = accounts.find((a) => a.id === state.accountId);
  const account = only ?? chosen ?? null;
  return { accounts, accountId: account?.id ?? NO_ACCOUNT, account, setAccountId: state.setAccountId };
}
