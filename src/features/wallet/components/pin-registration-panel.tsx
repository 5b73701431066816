import { useWalletHasPinQuery } from '../pin-api';
import { PinEntry } from './pin-entry';

/**
 * SPEC §2 "Cadastre seu PIN", on Home while the member has no PIN. It leaves by itself once
 * cadastrarPIN invalidates the PIN's tag and temPIN answers true.
 */
export function PinRegistrationPanel() {
  const { data: hasPin } = useWalletHasPinQuery();
  if (hasPin !== false) return null;
  return <PinEntry mode="register" />;
}
