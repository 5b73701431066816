import type { RecordPart } from './contract/privacy-log';

/** "Meus dados e privacidade" (Perfil; LGPD art. 18): the member's texts. */
export const PRIVACY_TEXT = {
  title: 'Meus dados e privacidade',
  intro:
    'A Lei Geral de Proteção de Dados (LGPD) garante a você confirmar e acessar os seus dados, corrigi-los e levá-los para outro lugar.',
  downloadHeading: 'Baixar meus dados',
  downloadIntro:
    'Um arquivo ZIP com tudo o que guardamos sobre você: perfil, endereços, formação, especialidades, associações, cobranças, pagamentos, documentos emitidos, ingressos, atividades, consentimentos e acessos, além dos arquivos que você enviou e de um resumo em PDF para ler.',
  download: 'Baixar meus dados',
  downloading: 'Preparando...',
  downloaded: 'Seus dados foram baixados.',
  correctHeading: 'Corrigir meus dados',
  correctIntro: 'Você pode corrigir seus dados a qualquer momento nas telas do perfil:',
} as const;

/** What part of the record staff opened (or which list they exported), as the member reads it. */
export const RECORD_PART_LABEL = {
  ficha: 'Ficha do associado (dados, itens e pagamentos)',
  documento: 'Documento enviado',
  recibo: 'Recibo de pagamento',
  'comprovante-atividade': 'Comprovante de atividade',
  'lista-membros': 'Lista de membros exportada (CSV)',
  'lista-pagamentos': 'Lista de pagamentos exportada (CSV)',
  'lista-compradores': 'Lista de compradores exportada (CSV)',
  'lista-inscricoes': 'Lista de inscrições exportada (CSV)',
} as const satisfies Record<RecordPart, string>;

/** The staff role as the access log shows it (a role no longer offered is shown as stored). */
export const staffRoleLabel = (role: string): string =>
  ({ gestor: 'Gestor(a)', financeiro: 'Financeiro', recepcao: 'Recepção' })[role] ?? role;

/** "Quem acessou meus dados". */
export const ACCESS_LOG_TEXT = {
  heading: 'Quem acessou meus dados',
  intro:
    'A equipe das suas associações que abriu ou exportou o seu cadastro nos últimos 12 meses: quem, com qual função, o quê e quando.',
  none: 'Ninguém da equipe das suas associações abriu ou exportou o seu cadastro nos últimos 12 meses.',
  staffHeading: 'Quem acessou este cadastro',
  staffIntro: 'Cada vez que alguém da equipe abriu ou exportou o cadastro deste membro nos últimos 12 meses.',
  staffNone: 'Ninguém da equipe abriu ou exportou este cadastro nos últimos 12 meses.',
} as const;

export const CONSENT_KIND_LABEL = {
  termos: 'Termos de uso e privacidade',
  whatsapp: 'Lembretes pelo WhatsApp',
} as const;

/** "Consentimentos". */
export const CONSENT_TEXT = {
  heading: 'Consentimentos',
  intro: 'Cada autorização que você deu, com a data e o texto que você aceitou.',
  none: 'Você ainda não deu nenhum consentimento.',
  given: (at: string) => `Dado em ${at}`,
  revoked: (at: string) => `Revogado em ${at}`,
  version: (version: string) => `Versão ${version}`,
  showText: 'Ver o texto aceito',
  termsNotRevocable:
    'Não pode ser revogado enquanto você tiver uma conta: os termos são a base do seu cadastro. Para encerrá-lo, peça a exclusão da conta.',
  revoke: 'Revogar',
  revoking: 'Revogando...',
  revokedNow: 'Consentimento revogado. Você não receberá mais lembretes pelo WhatsApp.',
} as const;

/** resumo.pdf, the readable summary inside "Baixar meus dados". */
export const SUMMARY_TEXT = {
  title: 'Resumo dos seus dados',
  fileName: 'resumo.pdf',
  generatedAt: (at: string) =>
    `Gerado em ${at}. O arquivo dados.json, ao lado, traz todos os dados completos.`,
  who: 'Quem é você',
  memberships: 'Associações e categorias',
  payments: 'Pagamentos',
  tickets: 'Ingressos',
  documents: 'Documentos emitidos (recibos, declarações, certificados)',
  consents: 'Consentimentos',
  accesses: 'Quem acessou seu cadastro',
  signIns: 'Entradas no aplicativo (últimos 12 meses)',
  none: 'Nenhum registro.',
} as const;
