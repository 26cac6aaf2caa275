/** A decorative check mark in a circle (hidden from assistive technology). */
export function CheckIcon({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill="currentColor" opacity="0.12" />
      <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d="M17 29.5l7.5 7.5L40 21"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
