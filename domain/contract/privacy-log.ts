import { z } from 'zod';

/**
 * The parts of a member's record staff can open, as the access log names them; a "lista-" part is a
 * CSV export of many members that held this member's data.
 */
export const RecordPart = z.enum([
  'ficha',
  'documento',
  'recibo',
  'comprovante-atividade',
  'lista-membros',
  'lista-pagamentos',
  'lista-compradores',
  'lista-inscricoes',
]);
export type RecordPart = z.infer<typeof RecordPart>;

/** One time a staff member opened the record: who (name and role as they were then), where, what, when. */
export const RecordView = z.object({
  at: z.string(),
  staffName: z.string(),
  staffRole: z.string(),
  associationName: z.string(),
  part: RecordPart,
});
export type RecordView = z.infer<typeof RecordView>;

/** GET /api/privacidade/acessos and GET /api/gestao/members/:memberId/accesses. */
export const AccessLog = z.object({ views: z.array(RecordView) });
export type AccessLog = z.infer<typeof AccessLog>;

export const ConsentKind = z.enum(['termos', 'whatsapp']);
export type ConsentKind = z.infer<typeof ConsentKind>;

/** A consent the member gave: the words, when, whether it ended, and whether it can be revoked now. */
export const Consent = z.object({
  kind: ConsentKind,
  version: z.string().nullable(),
  text: z.string(),
  givenAt: z.string(),
  revokedAt: z.string().nullable(),
  /** WhatsApp: the number the consent was for (E.164 digits). */
  phone: z.string().nullable(),
  revocable: z.boolean(),
});
export type Consent = z.infer<typeof Consent>;

/** GET /api/privacidade/consentimentos: newest first. */
export const ConsentList = z.object({ consents: z.array(Consent) });
export type ConsentList = z.infer<typeof ConsentList>;
