import { MSG } from '../../../domain/messages';
import { errorMessage } from '../../lib/api';

/** A save or delete as the screens report it: the server's text either way. */
export type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** The outcome of a call answering { RESULTADO, MSG }; a failed request carries its message too. */
export async function outcomeOf(call: {
  unwrap(): Promise<{ RESULTADO: boolean; MSG?: string }>;
}): Promise<Outcome> {
  try {
    const answer = await call.unwrap();
    return answer.RESULTADO
      ? { ok: true, message: answer.MSG ?? '' }
      : { ok: false, message: answer.MSG || MSG.unknownError };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
