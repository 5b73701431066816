import { z } from 'zod';

export const SandboxMessagesQuery = z.object({ para: z.string().trim().min(1).max(254) });
export type SandboxMessagesQuery = z.infer<typeof SandboxMessagesQuery>;

export const SandboxMessage = z.object({
  id: z.number().int(),
  canal: z.enum(['email', 'sms', 'whatsapp']),
  para: z.string(),
  assunto: z.string(),
  corpo: z.string(),
  /** ISO 8601. */
  criadaEm: z.string(),
  /** The file sent with the e-mail (a ticket's PDF): its name and where the sandbox serves it. */
  anexo: z.object({ nome: z.string(), tipo: z.string(), url: z.string() }).nullable(),
});
export type SandboxMessage = z.infer<typeof SandboxMessage>;

export const SandboxAttachmentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const SandboxMessagesResponse = z.object({ mensagens: z.array(SandboxMessage) });
export type SandboxMessagesResponse = z.infer<typeof SandboxMessagesResponse>;

/** A machine as /sandbox/maquinas lists it (machines/machine-outline.ts reads it from the definition). */
const SandboxMachineState = z.object({
  path: z.string(),
  type: z.enum(['atomic', 'compound', 'parallel', 'final', 'history']),
  events: z.array(z.string()),
  delays: z.array(z.string()),
  tags: z.array(z.string()),
  openable: z.boolean(),
});

export const SandboxMachine = z.object({
  id: z.string(),
  states: z.array(SandboxMachineState),
  events: z.array(z.string()),
});
export type SandboxMachine = z.infer<typeof SandboxMachine>;

export const SandboxMachinesResponse = z.object({ maquinas: z.array(SandboxMachine) });
export type SandboxMachinesResponse = z.infer<typeof SandboxMachinesResponse>;
