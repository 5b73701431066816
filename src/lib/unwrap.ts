import { errorMessage } from './api';

/**
 * The answer of an RTK Query call for a machine's actor: a failed call rejects with an Error
 * carrying the server's pt-BR message (or the unknown-error text).
 */
export async function unwrapWithMessage<T>(call: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await call.unwrap();
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  }
}
