export const TITLE = {
  error: 'Erro',
  warning: 'Aviso',
  problem: 'Ocorreu um problema',
  success: 'Sucesso',
} as const;

export const COMMON_MSG = {
  loginEmpty: 'O e-mail ou celular, e a senha são obrigatórios.',
  cpfEmpty: 'CPF não informado.',
  passwordMismatch: 'A senha não confere com a repetição da senha.',
  captchaRequired: 'É necessário confirmar que você não é um robô.',
  documentsRequired: 'É necessário anexar os documentos solicitados.',
  passwordWeak:
    'A senha deve conter no mínimo 8 caracteres, sendo pelo menos 1 letra maiúscula, 1 letra minúscula, 1 número e 1 caractere especial.',
  unknownError: 'Ocorreu um erro desconhecido. Tente novamente mais tarde.',
  confirmationCodeInvalid: 'Código de confirmação inválido.',
  alreadyRegistered:
    'Seu cadastro já consta na plataforma, realize o login. Caso não lembre sua senha de acesso, use a opção esqueci a senha para recuperá-la.',
  accountRegistered: 'Sua conta foi registrada com sucesso!',
  accountConfirmed: 'Sua conta foi confirmada com sucesso.',
  crmNotFound: 'Não localizamos o CRM informado. Por favor, verifique e digite novamente.',
  crmInactive: 'O CRM informado não está ativo. Por favor, verifique e tente novamente mais tarde.',
  cpfInvalid: 'O CPF informado é inválido.',
  cnpjInvalid: 'O CNPJ informado é inválido.',
  pinInvalid: 'O PIN deve conter 4 dígitos.',
  pinRegistered: 'PIN cadastrado com sucesso!',
  userNotRegistered: 'O e-mail ou celular não está cadastrado.',
  forgotPasswordEmpty: 'Preencha o e-mail ou senha.',
  recoveryCodeInvalid: 'O código de recuperação informado é inválido.',
  newPasswordEmpty: 'Preencha a senha.',
  newPasswordRepeatEmpty: 'Preencha a repetição da senha.',
  newPasswordMismatch: 'As senhas informadas não conferem.',
  newPasswordFailed: 'Ocorreu um erro ao tentar definir uma nova senha.',
  passwordChanged: 'Sua senha foi alterada com sucesso!',
  noCameras: 'Não foi possível detectar câmeras disponíveis no seu dispositivo.',
  qrReadFailed: 'Não foi possível realizar a leitura do QRCode.',

  // The spec's grammar is kept on purpose ('A categoria é obrigatório').
  categoryRequired: 'A categoria é obrigatório',
  fullNameRequired: 'O nome completo é obrigatório',
  cpfRequired: 'O CPF é obrigatório',
  documentRequired: 'O documento é obrigatório',
  countryRequired: 'O país é obrigatório',
  stateRequired: 'O estado é obrigatório',
  cityRequired: 'A cidade é obrigatório',
  neighbourhoodRequired: 'O bairro é obrigatório',
  streetRequired: 'O logradouro é obrigatório',
  cepRequired: 'O CEP é obrigatório',
  mobileRequired: 'O celular é obrigatório',
  emailRequired: 'O e-mail é obrigatório',
  cardNumberRequired: 'O número do cartão é obrigatório',
  cardNameRequired: 'O nome no cartão é obrigatório',
  cardExpiryRequired: 'A data de expiração é obrigatória',
  cardCvvRequired: 'O CVV é obrigatório',
  alreadyPaid:
    'Você já efetuou esse pagamento, Obrigado! A seguir você será direcionado a tela inicial do App.',
  transactionFailed: 'Ocorreu um erro ao efetuar a transação.',
  transactionFailedRetry: 'Ocorreu um erro ao efetuar a transação. Tente novamente mais tarde.',
  // The gateway answers in English; this exact text is swapped for cardNumberInvalid.
  gatewayInvalidCardNumber: 'The card number is not a valid credit card number.',
  cardNumberInvalid: 'O número do cartão não é válido.',
  cardPaid:
    'Sua transação foi paga com sucesso. Você receberá um e-mail com os detalhes da transação, Obrigado! A seguir você será direcionado a tela inicial do App.',
  // SPEC §8 fixes the success text for a card only; a PIX heard paid says so in its own words.
  pixPaid: 'Pagamento recebido. Obrigado!',
  pixCopied: 'PIX copiado com sucesso.',
  pixCopyFailed: 'Ocorreu um erro ao copiar o PIX.',
  mainCardChanged: 'Cartão principal alterado com sucesso.',
  profileImageUpdated: 'Sua imagem de perfil foi atualizada com sucesso.',
  copiedToClipboard: 'Copiado para o clipboard.',
  productAlreadyAcquired: 'Você já adquiriu esse produto, obrigado!',
  selectCategory: 'Selecione sua categoria',
  noDescription: 'Sem Descrição',
  transactionFeeFree: 'Taxa de transação: Grátis',
  loading: 'Carregando...',
  pixExpired: 'PIX expirado, selecione "Voltar" e refaça a operação',
  pixMethodDescription: 'Pagamento Instantâneo',
  boletoMethodDescription: 'Confirmado em até 3 dias úteis',
} as const;

/** Labels used with requiredField, in the registration check order. */
export const REGISTRATION_FIELD_LABEL = {
  name: 'nome completo',
  cpf: 'CPF',
  birthDate: 'data de nascimento',
  email: 'e-mail',
  mobile: 'celular',
  cep: 'CEP',
  street: 'logradouro',
  number: 'logradouro número',
  district: 'bairro',
  city: 'cidade',
  state: 'estado',
} as const;

export function requiredField(label: string): string {
  return `O ${label} é um campo obrigatório.`;
}

export function fileWrongType(name: string): string {
  return `O arquivo ${name} não é do tipo PDF, JPG, PNG, GIF, BMP, TIFF ou WEBP.`;
}

export function fileTooBig(name: string): string {
  return `O arquivo ${name} ultrapassa o limite de 15MB.`;
}

export function videoWrongType(name: string): string {
  return `O arquivo ${name} não é do tipo MP4 ou WEBM.`;
}

export function videoTooBig(name: string): string {
  return `O arquivo ${name} ultrapassa o limite de 1GB.`;
}

export function pixCountdown(secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `Expiração em ${mm}:${ss} minutos`;
}
