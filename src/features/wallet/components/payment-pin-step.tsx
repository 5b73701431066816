import { useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { useWalletHasPinQuery } from '../pin-api';
import { PinEntry } from './pin-entry';

interface PaymentPinStepProps {
  onConfirmed: (token: string) => void;
  onCancel: () => void;
}

/**
 * The PIN asked before a payment. A member without one registers it here (typed twice), and
 * that PIN pays at once: it is not asked a third time.
 */
export function PaymentPinStep(props: PaymentPinStepProps) {
  const { data: hasPin } = useWalletHasPinQuery();
  if (hasPin === undefined) return <LoadingScreen />;
  return <PinStepFor hadPin={hasPin} {...props} />;
}

/**
 * What the step began as stays: registering invalidates the PIN's tag and temPIN turns true while the
 * new PIN is being checked for the payment, which must not start the step again.
 */
function PinStepFor({ hadPin, onConfirmed, onCancel }: PaymentPinStepProps & { hadPin: boolean }) {
  const [mode] = useState(hadPin ? ('validate' as const) : ('register' as const));
  return <PinEntry mode={mode} onConfirmed={onConfirmed} onCancel={onCancel} autoFocus />;
}
