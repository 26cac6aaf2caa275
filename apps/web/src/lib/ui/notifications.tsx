import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** A notification bar entry: shown as "code - message" with a close control (app-shell.md §2, §8). */
export interface Notification {
  id: number;
  code: number | string;
  message: string;
}

interface NotificationsState {
  notifications: Notification[];
  notify: (entry: Omit<Notification, 'id'>) => void;
  dismiss: (id: number) => void;
}

const NotificationsContext = createContext<NotificationsState | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const notify = useCallback((entry: Omit<Notification, 'id'>) => {
    setNotifications((list) => [...list, { ...entry, id: Date.now() + Math.random() }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setNotifications((list) => list.filter((n) => n.id !== id));
  }, []);
  const value = useMemo(() => ({ notifications, notify, dismiss }), [notifications, notify, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsState {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications outside NotificationsProvider');
  return value;
}
