import loadingState from './loading-state.module.css';

/** A small accessible busy indicator: a polite live region with a visible label. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={loadingState.loading} role="status">
      <span className={loadingState.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
