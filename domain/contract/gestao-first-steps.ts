import { z } from 'zod';

export const FIRST_STEP_KEYS = [
  'associationData',
  'category',
  'receivingAccount',
  'secondStaff',
  'qrDownloaded',
  'firstCharge',
] as const;

const FirstStep = z.object({
  key: z.enum(FIRST_STEP_KEYS),
  /** Where, under /gestao, the step is done. */
  path: z.string(),
  done: z.boolean(),
});
export type FirstStep = z.infer<typeof FirstStep>;

/** "Primeiros passos" of the Painel: every step, in order; the Painel hides it when all are done. */
export const FirstStepsResponse = z.object({ steps: z.array(FirstStep), allDone: z.boolean() });
export type FirstStepsResponse = z.infer<typeof FirstStepsResponse>;
