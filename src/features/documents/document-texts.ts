import type { DocumentKind } from '../../../domain/contract/documents';

/** The words each document's name asks for: "Recibo … emitido", "Certidão … emitida". */
const FEMININE: readonly DocumentKind[] = ['declaracao', 'certidao', 'carteirinha', 'ata'];

/** The documents screens' texts (the documents' own are the server's: domain/document-messages.ts). */
export const DOCUMENTS_TEXT = {
  receiptTitle: 'Recibo de pagamento',
  declarationTitle: 'Declaração anual de pagamentos',
  certificateTitle: 'Certidão de quitação',
  cardTitle: 'Carteirinha digital',
  eventCertificatesTitle: 'Certificados de eventos',
  valid: 'Válida',
  issuedBySystem: (kind: DocumentKind) =>
    `${FEMININE.includes(kind) ? 'emitida' : 'emitido'} pelo sistema Quita.`,
  invalid: 'Inválida',
  invalidExplanation:
    'Não há documento válido com este código: ele não foi emitido aqui, foi cancelado ou perdeu a validade. Confira o código digitado.',
  overdueHeading: 'Não é possível emitir a certidão de quitação. Itens vencidos em aberto:',
  noPaidAnnuity: 'Anuidade em aberto',
  cardOffline: 'Sem conexão: mostrando a carteirinha salva neste aparelho.',
  cardNeverSeen: 'Sem conexão. Abra a carteirinha uma vez com internet para usá-la offline.',
} as const;
