import { randomBytes } from 'node:crypto';
import { failed, succeeded } from '../../../domain/outcome';
import type { Outcome } from '../../../domain/outcome';
import type { PixKeyTransfer, PixKeyTransferInput } from './payment-gateway';
import { SANDBOX_REFUSED_PIX_KEY, SANDBOX_TRANSFER_REFUSED } from './sandbox-pix-keys';

/** The sandbox's transfer to a PIX key: done at once (the sandbox has no banks); only the refused key fails. */
export async function sandboxTransferToPixKey({
  key,
}: PixKeyTransferInput): Promise<Outcome<PixKeyTransfer>> {
  if (key.key === SANDBOX_REFUSED_PIX_KEY) return failed(SANDBOX_TRANSFER_REFUSED);
  return succeeded({ transferId: `sbx_tra_${randomBytes(10).toString('hex')}`, state: 'done' });
}
