import { LoadingScreen } from '../../../components/loading-screen';
import { useWalletHasPinQuery } from '../pin-api';
import { PinEntry } from './pin-entry';

interface PaymentPinStepProps {
  onConfirmed: (token: string) => void;
  onCancel: () => void;
}

/**
 * The PIN asked before a payment. A member without one registers it first; cadastrarPIN
 * invalidates 'Pin', temPIN turns true and the same place asks for it.
 */
export function PaymentPinStep({ onConfirmed, onCancel }: PaymentPinStepProps) {
  const { data: hasPin } = useWalletHasPinQuery();
  if (hasPin === undefined) return <LoadingScreen />;
  return hasPin ? (
    <PinEntry key="validate" mode="validate" onConfirmed={onConfirmed} onCancel={onCancel} autoFocus />
  ) : (
    <PinEntry key="register" mode="register" onCancel={onCancel} autoFocus />
  );
}
