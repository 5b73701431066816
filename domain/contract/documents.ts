import { z } from 'zod';

/**
 * Issued documents (recibo, declaração anual, certidão de quitação, carteirinha) and their public
 * verification: our own vocabulary (camelCase, ISO dates, errors as { ok: false, message }).
 */
export const DocumentKind = z.enum([
  'recibo',
  'declaracao',
  'certidao',
  'carteirinha',
  'certificado',
  'edital',
  'ata',
]);
export type DocumentKind = z.infer<typeof DocumentKind>;

export const MemberSituation = z.enum(['adimplente', 'inadimplente', 'inativa']);
export type MemberSituation = z.infer<typeof MemberSituation>;

export const DocumentField = z.object({ label: z.string(), value: z.string() });
export type DocumentField = z.infer<typeof DocumentField>;

export const VerificationParams = z.object({ codigo: z.string().max(64) });

/** GET /api/verificar/:codigo — an unknown, forged, voided or expired code is { valid: false }. */
export const Verification = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    kind: DocumentKind,
    title: z.string(),
    /** ABCDE-FGHJK-MNPQR */
    code: z.string(),
    associationName: z.string(),
    /** 11.222.333/0001-81 */
    associationCnpj: z.string().nullable(),
    /** Null on an assembly's notice or minutes, which no member owns. */
    memberName: z.string().nullable(),
    /** ***.456.789-** */
    maskedCpf: z.string().nullable(),
    issuedAt: z.string(),
    details: z.array(DocumentField),
    /** Carteirinha: the member's situation at the moment of the check. */
    situation: MemberSituation.nullable(),
  }),
  z.object({ valid: z.literal(false) }),
]);
export type Verification = z.infer<typeof Verification>;

/** GET /api/documentos: what the member may ask documents about. */
export const DocumentsOverview = z.object({
  associations: z.array(z.object({ associationId: z.number().int(), associationName: z.string() })),
  /** Years with payments, newest first, always including the current one. */
  years: z.array(z.number().int()),
});
export type DocumentsOverview = z.infer<typeof DocumentsOverview>;

export const DeclarationRequest = z.object({
  associationId: z.number().int().positive(),
  year: z.number().int().min(2000).max(2100),
});
export type DeclarationRequest = z.infer<typeof DeclarationRequest>;

export const CertificateRequest = z.object({ associationId: z.number().int().positive() });
export type CertificateRequest = z.infer<typeof CertificateRequest>;

/** A payment's gateway id (ID_ZOOP_TRANSACAO of the profile's paid transactions). */
export const ReceiptParams = z.object({ transacao: z.string().min(1).max(100) });

/** The verification code of a PDF answer, in this header (the page shows it next to the file). */
export const CODE_HEADER = 'x-codigo-verificacao';

export const MemberCard = z.object({
  associationId: z.number().int(),
  associationName: z.string(),
  memberName: z.string(),
  category: z.string(),
  /** The profile photo as a data URL (kept with the card for offline use). */
  photo: z.string().nullable(),
  /** YYYY-MM-DD: the day the membership started. */
  memberSince: z.string(),
  /** YYYY-MM-DD: 31 December of the latest year whose annuity is paid; null when none is. */
  validUntil: z.string().nullable(),
  code: z.string(),
  /** /verificar/ABCDE-FGHJK-MNPQR (the app prefixes its own origin). */
  verifyPath: z.string(),
  situation: MemberSituation,
  /** Adimplente | Inadimplente | Associação inativa */
  situationLabel: z.string(),
});
export type MemberCard = z.infer<typeof MemberCard>;

/** GET /api/documentos/carteirinha */
export const MemberCards = z.object({
  memberId: z.number().int(),
  cards: z.array(MemberCard),
  /** ISO instant the server answered (shown when the card is opened offline). */
  checkedAt: z.string(),
});
export type MemberCards = z.infer<typeof MemberCards>;

/** A "Certificado de participação" of an event the member attended. */
export const EventCertificate = z.object({
  /** ABCDE-FGHJK-MNPQR */
  code: z.string(),
  title: z.string(),
  eventName: z.string(),
  associationName: z.string(),
  issuedAt: z.string(),
});
export type EventCertificate = z.infer<typeof EventCertificate>;

/** GET /api/documentos/certificados, newest first. */
export const EventCertificates = z.object({ certificates: z.array(EventCertificate) });
export type EventCertificates = z.infer<typeof EventCertificates>;

/** An association's "Meta de pontos" and the member's points toward it, year by year. */
export const UpdatePointsGoal = z.object({
  associationId: z.number().int(),
  associationName: z.string(),
  goal: z.number().int(),
  years: z.number().int(),
  maxPerYear: z.number().int(),
  /** The goal's years, oldest first: points earned and how many count (at most maxPerYear). */
  perYear: z.array(z.object({ year: z.number().int(), points: z.number().int(), counted: z.number().int() })),
  /** Points that count toward the goal, over its years. */
  total: z.number().int(),
});
export type UpdatePointsGoal = z.infer<typeof UpdatePointsGoal>;

/** GET /api/documentos/pontos: "Pontos de atualização" from Quita's certificates. */
export const UpdatePoints = z.object({ associations: z.array(UpdatePointsGoal) });
export type UpdatePoints = z.infer<typeof UpdatePoints>;

export const DocumentRefusal = z.object({
  ok: z.literal(false),
  message: z.string(),
  /** Certidão refused: the overdue items, as the member sees them. */
  overdue: z.array(z.string()).optional(),
});
export type DocumentRefusal = z.infer<typeof DocumentRefusal>;
