import { fromCallback, setup } from 'xstate';
import { CONFETTI_MS } from '../domain/constants';

export type AcquiredThanksEvent = { type: 'acquired.opened' };

/**
 * Opening a product the member already acquired (SPEC §4): the thanks come with confetti for
 * CONFETTI_MS. The effect is an actor the page provides; leaving `celebrating` stops it.
 */
export const acquiredThanksMachine = setup({
  types: {} as { events: AcquiredThanksEvent },
  actors: {
    celebrate: fromCallback(() => {
      throw new Error('celebrate not provided');
    }),
  },
  delays: { confettiDuration: CONFETTI_MS },
}).createMachine({
  id: 'acquiredThanks',
  initial: 'idle',
  states: {
    idle: { on: { 'acquired.opened': 'celebrating' } },
    celebrating: {
      invoke: { src: 'celebrate' },
      after: { confettiDuration: 'idle' },
      // Another tap starts the 2 s over.
      on: { 'acquired.opened': { target: 'celebrating', reenter: true } },
    },
  },
});
