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

export function waitToResend(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return `Aguarde ${s} ${s === 1 ? 'segundo' : 'segundos'} para solicitar um novo código.`;
}

export function codeSentTo(maskedTarget: string): string {
  return `Enviamos o código para ${maskedTarget}.`;
}
