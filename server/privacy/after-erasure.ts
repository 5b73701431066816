import { removeErasedAsaasCustomers } from '../payments/asaas-customer-removal';
import type { PaymentDeps } from '../payments/payment-deps';
import { cancelEndedAuthorizationsAtPsp } from '../recurring/cancel-at-psp';
import type { UploadStore } from '../uploads/upload-store';
import { leaveForTheSweep } from '../uploads/uploads';
import { removeErasedFiles } from './erase-member';

export interface AfterErasureDeps extends Pick<
  PaymentDeps,
  'db' | 'gateway' | 'associationGateways' | 'log'
> {
  uploadStore: Pick<UploadStore, 'remove'>;
  memberSessions: { forget(memberId: number): Promise<unknown> };
}

/**
 * Once an erasure is committed: the member's files leave the upload store, their sessions end, the
 * PSP is told of the Pix Automático authorizations that ended and Asaas to remove the member's
 * customers. A store that fails leaves the files to the daily abandoned-uploads sweep; a PSP that
 * fails is asked again by the 'debito-automatico-encerrar' and 'clientes-asaas-remover' jobs: the
 * erasure stands either way, and its answer is no error.
 */
export async function afterErasure(deps: AfterErasureDeps, memberId: number, uploadIds: readonly string[]) {
  await removeErasedFiles(deps.uploadStore, uploadIds).catch(async (error: unknown) => {
    deps.log?.error(
      { err: error, memberId },
      'files of an erased member left for the abandoned-uploads sweep',
    );
    await leaveForTheSweep(deps.db, uploadIds);
  });
  await deps.memberSessions.forget(memberId);
  await cancelEndedAuthorizationsAtPsp(deps, { memberId }).catch((error: unknown) => {
    deps.log?.error({ err: error, memberId }, 'recurrences of an erased member not cancelled at the PSP yet');
  });
  await removeErasedAsaasCustomers(deps, { memberId }).catch((error: unknown) => {
    deps.log?.error({ err: error, memberId }, 'Asaas customers of an erased member not removed yet');
  });
}
