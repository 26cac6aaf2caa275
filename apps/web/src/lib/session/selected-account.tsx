import type { Account } from '@taxcert/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useOnlineConfig } from './session';

/** 0 = no account selected (the first option of the account dropdown). */
export const NO_ACCOUNT = 0;

/** Where the chosen account id is kept for the browser tab (ADR 024): the id only, never its name. */
export const SELECTED_ACCOUNT_KEY = 'taxcert.selectedAccount';

/** The account id chosen earlier in this tab, or 0; storage that cannot be read counts as none. */
export function storedAccountId(): number {
  try {
    const id = Number(globalThis.sessionStorage?.getItem(SELECTED_ACCOUNT_KEY) ?? '');
    return Number.isInteger(id) && id > 0 ? id : NO_ACCOUNT;
  } catch {
    return NO_ACCOUNT;
  }
}

/** Keeps the chosen account id for the tab (0 forgets it); storage that cannot be written keeps it in memory only. */
export function storeAccountId(id: number): void {
  try {
    if (id > 0) globalThis.sessionStorage?.setItem(SELECTED_ACCOUNT_KEY, String(id));
    else globalThis.sessionStorage?.removeItem(SELECTED_ACCOUNT_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice lasts until the page reloads, as before.
  }
}

interface SelectedAccountState {
  accountId: number;
  setAccountId: (id: number) => void;
}

const SelectedAccountContext = createContext<SelectedAccountState | null>(null);

/**
 * Holds the chosen account id, kept for the browser tab so that a reload still shows it in the header (ADR 024): session storage, the id alone, gone when the tab closes.
 */
export function SelectedAccountProvider({ children }: { children: ReactNode }) {
  const [accountId, setState] = useState<number>(storedAccountId);
  const setAccountId = useCallback((id: number) => {
    storeAccountId(id);
    setState(id);
  }, []);
  const value = useMemo(() => ({ accountId, setAccountId }), [accountId, setAccountId]);
  return <SelectedAccountContext.Provider value={value}>{children}</SelectedAccountContext.Provider>;
}

/**
 * The accounts of the signed-in customer and the selected one. A customer with exactly one account has
 * it selected automatically (app-shell.md §4); a chosen id that is not one of the accounts counts as 0
 * (so an id kept in the tab from another customer selects nothing).
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
