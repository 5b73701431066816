/**
 * The member's WhatsApp opt-in (Perfil › Lembretes): the consent text recorded as shown, and the
 * number rule. E.164 for Brazil, sent without "+": 55, the 2-digit area code, 8 or 9 digits.
 */
export const WHATSAPP_CONSENT_TEXT =
  'Aceito receber pelo WhatsApp, no número informado, os lembretes de vencimento e as confirmações de pagamento da associação. Posso deixar de receber a qualquer momento aqui ou respondendo SAIR.';

export const WHATSAPP_TEXTS = {
  title: 'Notificações',
  toggle: 'Receber lembretes pelo WhatsApp',
  number: 'Número do WhatsApp',
  numberHint: 'Com DDD. Usamos o seu celular se você não informar outro.',
  consentGiven: (when: string) => `Consentimento registrado em ${when}.`,
  off: 'Você não recebe lembretes pelo WhatsApp.',
  numberInvalid: 'Informe um celular com DDD (11 dígitos, ou 10).',
  noNumber: 'Informe o número do WhatsApp.',
  optOutReply:
    'Pronto: você não receberá mais lembretes por este WhatsApp. Para voltar a receber, ative em Perfil › Lembretes no app.',
} as const;

/** Auditoria's actions for a member's consent (domain/gestao-audit.ts says them). */
export const WHATSAPP_CONSENT_AUDIT = {
  granted: 'whatsapp_consent.granted',
  revoked: 'whatsapp_consent.revoked',
} as const;

/** "11 98765-4321", "(11) 98765-4321", "+55 11 98765-4321" → "5511987654321"; null when not a Brazilian number. */
export function whatsappE164(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  if (!/^[1-9][1-9]\d{8,9}$/.test(digits)) return null;
  return `55${digits}`;
}

/** "5511987654321" → "+55 (11) 98765-4321". */
export function formatWhatsapp(e164: string): string {
  const local = e164.slice(4);
  return `+55 (${e164.slice(2, 4)}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
}

const consentTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** "29/11/2026 às 10:42" (São Paulo). */
export const formatConsentTime = (iso: string) => consentTime.format(new Date(iso)).replace(', ', ' às ');
