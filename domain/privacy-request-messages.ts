/** The name an erased account's tombstone shows wherever the kept rows are read (LGPD art. 16). */
export const ERASED_NAME = 'Titular excluído';

/** Days the association has to answer a request in full (LGPD art. 19, II). */
export const PRIVACY_ANSWER_DAYS = 15;

/** What an erasure keeps and why, as the member reads it before asking and staff read it after. */
export const ERASURE_KEPT = {
  payments:
    'Pagamentos, recibos e notas fiscais de serviço: guardados por 5 anos, como exige a lei tributária (CTN art. 173 e 174), com o seu nome substituído por "Titular excluído".',
  assemblies:
    'Atas das assembleias em que você votou: guardam apenas o seu nome na lista de votantes (o voto é secreto).',
  collection:
    'Cobranças vencidas e não pagas podem ser mantidas pela associação para cobrá-las (LGPD art. 16, II); nesse caso, o motivo é informado a você.',
} as const;

/** Texts of "Excluir minha conta", "Solicitar correção" and Solicitações › Privacidade (LGPD). */
export const PRIVACY_REQUEST_MSG = {
  erasureHeading: 'Excluir minha conta',
  erasureIntro:
    'Ao excluir a sua conta, apagamos os seus dados pessoais: nome, CPF, CRM, telefones, e-mails, endereços, formação, especialidades, documentos enviados, foto, cartões salvos e dispositivos. Você não poderá mais entrar no aplicativo. Cobranças que ainda não venceram são canceladas.',
  erasureKeptHeading: 'O que a lei nos obriga a guardar',
  erasureStart: 'Quero excluir minha conta',
  erasureConfirmIntro: 'Para confirmar que é você, informe a sua senha e o seu PIN de 4 dígitos.',
  password: 'Senha',
  pin: 'PIN (4 dígitos)',
  erasureSubmit: 'Solicitar exclusão',
  erasureBack: 'Voltar',
  erasureSending: 'Enviando...',
  passwordRequired: 'Informe a sua senha.',
  pinRequired: 'Informe o PIN de 4 dígitos.',
  passwordWrong: 'Senha incorreta.',
  failedNow: 'Não foi possível enviar agora. Tente de novo.',
  tooManyPasswordTries: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
  erasurePending: (due: string) =>
    `Sua solicitação de exclusão foi recebida e será respondida pela associação até ${due}.`,
  erasureCancel: 'Cancelar solicitação',
  erasureCancelled: 'Solicitação de exclusão cancelada. Sua conta continua ativa.',
  alreadyPending: 'Você já tem uma solicitação de exclusão aguardando resposta.',
  noAssociation: 'Sua conta não está ligada a nenhuma associação: fale com o suporte para excluí-la.',
  correctionHeading: 'Dados que só a associação altera',
  correctionIntro: 'CPF e CRM não podem ser alterados por você. Se estiverem errados, peça a correção:',
  correctionOpen: 'Solicitar correção',
  heldNow: 'No seu cadastro hoje',
  notInformed: 'não informado',
  field: 'Dado',
  fields: { cpf: 'CPF', crm: 'CRM' },
  newValue: 'Valor correto',
  reason: 'Motivo',
  correctionSubmit: 'Enviar solicitação',
  correctionSent: 'Solicitação de correção enviada. A associação responderá em até 15 dias.',
  newValueRequired: 'Informe o valor correto.',
  reasonRequired: 'Informe o motivo.',
  cpfInvalid: 'O CPF informado é inválido.',
  myRequests: 'Minhas solicitações',
  kinds: { erasure: 'Exclusão da conta', correction: 'Correção de dado' },
  statuses: {
    pending: 'Aguardando resposta',
    cancelled: 'Cancelada',
    done: 'Atendida',
    kept: 'Atendida em parte',
    refused: 'Recusada',
  },
  notFound: 'Solicitação não encontrada.',
  notPending: 'Esta solicitação já foi respondida ou cancelada.',
  // Staff, Solicitações › Privacidade (LGPD)
  staffHeading: 'Privacidade (LGPD)',
  staffEmpty: 'Nenhuma solicitação de privacidade.',
  overdueItems: 'Pendências financeiras',
  keptReasonRequired:
    'O titular tem cobranças vencidas: informe o motivo para mantê-las (LGPD art. 16, II) ou cancele-as em Cobranças antes de aprovar.',
  answerRequired: 'Informe a resposta ao titular.',
  approved: 'Exclusão realizada.',
  refused: 'Solicitação recusada.',
  corrected: 'Correção aplicada.',
  cpfTaken: 'Este CPF já pertence a outra conta.',
  erasedAnswer: 'Sua conta foi excluída e os seus dados pessoais foram apagados.',
  correctedAnswer: (field: string, value: string) => `${field} corrigido para ${value}.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 15-day clock as staff read it: "vence hoje", "vence em N dias" or "atrasada". */
export function deadlineText(dueAt: Date, now: Date): string {
  const left = Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS);
  if (left < 0 || dueAt.getTime() < now.getTime()) return 'atrasada';
  if (left === 0) return 'vence hoje';
  return left === 1 ? 'vence em 1 dia' : `vence em ${left} dias`;
}

/** The day an answer is due: the request's moment plus PRIVACY_ANSWER_DAYS. */
export const answerDueAt = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + PRIVACY_ANSWER_DAYS * DAY_MS);
