import { COMMON_MSG } from '../../../domain/messages';
import { failed, type Outcome } from '../../../domain/outcome';
import type { RecoveryCodeCheck } from '../../../machines/forgot-password.machine';
import { failureOf } from '../../lib/api-result';

/**
 * The recovery step's answer for its machine: the call's Outcome; when the call itself failed, the
 * one Failure — except a new password that did not go through, which says only that.
 */
export async function checkCodeAnswer(
  check: RecoveryCodeCheck,
  call: { unwrap(): Promise<Outcome> },
): Promise<Outcome> {
  try {
    return await call.unwrap();
  } catch (error) {
    return check.password === undefined ? failureOf(error) : failed(COMMON_MSG.newPasswordFailed);
  }
}
