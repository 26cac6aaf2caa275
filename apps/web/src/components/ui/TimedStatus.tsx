import timedStatus from './timed-status.module.css';

/** A status line with a tick or a cross (PIN and resend messages, app-shell.md §4, §8). */
export function TimedStatus({ status }: { status: { ok: boolean; text: string } | null }) {
  return (
    <p className={timedStatus.timedStatus} role="status" aria-live="polite">
      {status ? (
        <span className={status.ok ? timedStatus.timedStatusOk : timedStatus.timedStatusFail}>
          <span aria-hidden="true">{status.ok ? '✓ ' : '✗ '}</span>
          {status.text}
        </span>
      ) : null}
    </p>
  );
}
