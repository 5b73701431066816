import { z } from 'zod';

export const SandboxMessagesQuery = z.object({ para: z.string().trim().min(1).max(254) });
export type SandboxMessagesQuery = z.infer<typeof SandboxMessagesQuery>;

export const SandboxMessage = z.object({
  id: z.number().int(),
  canal: z.enum(['email', 'sms']),
  para: z.string(),
  assunto: z.string(),
  corpo: z.string(),
  /** ISO 8601. */
  criadaEm: z.string(),
});
export type SandboxMessage = z.infer<typeof SandboxMessage>;

export const SandboxMessagesResponse = z.object({ mensagens: z.array(SandboxMessage) });
export type SandboxMessagesResponse = z.infer<typeof SandboxMessagesResponse>;
