import { fromPromise } from 'xstate';

/** Stands in for a request actor: records each input in `calls` and replies with `answer`. */
export const answering = <TInput, TOutput>(
  calls: TInput[],
  answer: (input: TInput) => TOutput | Promise<TOutput>,
) =>
  fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    return answer(input);
  });
