/**
 * Sign-up and recovery texts the spec leaves unwritten (it names the check, not the words).
 * The spec's own texts stay in messages.ts.
 */
export const REG_MSG = {
  birthDateInvalid: 'A data de nascimento informada é inválida.',
  emailInvalid: 'O e-mail informado é inválido.',
  mobileInvalid: 'O celular informado é inválido.',
  cepInvalid: 'O CEP informado é inválido.',
  stateInvalid: 'O estado informado é inválido.',
  termsRequired: 'É necessário aceitar os termos de uso.',
  emailInUse: 'O e-mail informado já está em uso por outra conta.',
  mobileInUse: 'O celular informado já está em uso por outra conta.',
  categoryUnavailable: 'A categoria informada não está disponível para esta associação.',
  codeRequired: 'Informe o código de confirmação enviado para o seu e-mail ou celular.',
  registrantNotFound: 'Não localizamos um cadastro pendente para este CPF nesta associação.',
  noEmailOnFile: 'Não há e-mail cadastrado para o envio do código.',
  noMobileOnFile: 'Não há celular cadastrado para o envio do código.',
  cepNotFound: 'CEP não encontrado.',
} as const;

/**
 * SPEC §9: the category Residente ou Fellow needs a proof of the residency or fellowship with its
 * start and end dates. These are the texts the form and the server refuse with (the spec names
 * the need, not the words).
 */
export const RESIDENCY_MSG = {
  startRequired: 'Informe a data de início da residência ou do fellowship.',
  startInvalid: 'A data de início da residência ou do fellowship é inválida.',
  endRequired: 'Informe a data de término da residência ou do fellowship.',
  endInvalid: 'A data de término da residência ou do fellowship é inválida.',
  endNotAfterStart: 'A data de término deve ser posterior à data de início.',
  alreadyEnded: 'A residência ou o fellowship informado já terminou: escolha outra categoria.',
  proofRequired: 'Anexe o comprovante da residência ou do fellowship, com as datas de início e de término.',
} as const;

export function waitToResend(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return `Aguarde ${s} ${s === 1 ? 'segundo' : 'segundos'} para solicitar um novo código.`;
}

export function codeSentTo(maskedTarget: string): string {
  return `Enviamos o código para ${maskedTarget}.`;
}

/** Joining an association whose class council has no registry to look the number up in. */
export const councilNumberRequired = (council: string) => `Informe o número do ${council}.`;
export const councilUfRequired = (council: string) => `Informe a UF do ${council}.`;
