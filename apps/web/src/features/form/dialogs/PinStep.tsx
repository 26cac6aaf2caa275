import { PinDialog } from './pin/PinDialog';

/** The e-signature PIN step before signing (a default export, so that it loads as its own chunk). */
export default function PinStep({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  return <PinDialog onVerified={onVerified} onCancel={onCancel} />;
}
