import { COMMON_MSG, TITLE } from '../domain/messages';

/** A message for the alert dialog, with the title it goes under. */
export interface Notice {
  title: string;
  message: string;
}

export const fail = (message: string): Notice => ({ title: TITLE.error, message });

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : COMMON_MSG.unknownError;

// Reached from onError: the event is the actor's error event, outside the machine's own union.
export const actorError = (event: unknown) => errorText((event as { error?: unknown }).error);
