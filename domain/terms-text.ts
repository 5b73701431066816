/**
 * The privacy and use terms, one text for the screens (Home, /termos) and for the consent record:
 * the server stores the version and the words a member accepted. A new wording is a new version.
 */
export const TERMS_VERSION = '2025-1';

export const TERMS_PARAGRAPHS = [
  'Para oferecer o Quita, tratamos os seus dados pessoais (nome, CPF, contatos, dados profissionais e de pagamento) conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  'Usamos esses dados para identificar você, manter o seu vínculo com as associações, registrar e cobrar anuidades, contribuições e compras, e enviar comprovantes e códigos de segurança.',
  'Os dados do seu cartão são guardados pela operadora de pagamentos; nós mantemos apenas a bandeira, os quatro últimos dígitos e a validade. Seus dados são compartilhados somente com as associações às quais você está vinculado e com os parceiros necessários ao pagamento.',
  'Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelos canais de atendimento da sua associação.',
] as const;

/** The words as the consent record keeps them: the paragraphs, a blank line between. */
export const TERMS_TEXT = TERMS_PARAGRAPHS.join('\n\n');
