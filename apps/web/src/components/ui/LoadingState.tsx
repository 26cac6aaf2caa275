import './loading-state.css';

/** A small accessible busy indicator: a polite live region with a visible label. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
