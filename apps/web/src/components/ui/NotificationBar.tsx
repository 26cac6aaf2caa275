import notificationBar from './notification-bar.module.css';

/** Notification bars: "code - message" with a close control (app-shell.md §2). */
export function NotificationBar({
  items,
  regionLabel,
  closeLabel,
  onClose,
}: {
  items: { id: number; code: number | string; message: string }[];
  regionLabel: string;
  closeLabel: string;
  onClose: (id: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <div className={notificationBar.notifications} role="region" aria-label={regionLabel}>
      {items.map((item) => (
        <div key={item.id} className={notificationBar.notification} role="alert">
          <span>{`${item.code} - ${item.message}`}</span>
          <button
            type="button"
            className={notificationBar.notificationClose}
            onClick={() => onClose(item.id)}
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
