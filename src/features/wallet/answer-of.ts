import { errorMessage } from '../../lib/api';

export type Refusal = { RESULTADO: false; MSG: string };

/** The server's answer, or its refusal when the call failed (errors carry RESULTADO/MSG too). */
export async function answerOf<T>(call: { unwrap(): Promise<T> }): Promise<T | Refusal> {
  try {
    return await call.unwrap();
  } catch (error) {
    return { RESULTADO: false, MSG: errorMessage(error) };
  }
}
