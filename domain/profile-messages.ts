/**
 * Texts of the member's profile area (personal data, contact change, addresses, education,
 * specialties, associations, QR association) that the spec leaves to the server. The spec's own
 * texts (profile image updated, QR read failure…) stay in messages.ts.
 */
export const PROFILE_MSG = {
  personalDataSaved: 'Seus dados pessoais foram atualizados com sucesso.',
  profileImageRemoved: 'Sua imagem de perfil foi removida com sucesso.',
  nothingChanged: 'Nenhuma alteração foi feita.',
  sexInvalid: 'O sexo informado é inválido.',
  photoWrongType: 'A imagem de perfil deve ser do tipo JPG, PNG, WEBP ou GIF.',
  photoTooBig: 'A imagem de perfil ultrapassa o limite de 2MB.',

  emailSameAsCurrent: 'O e-mail informado é o mesmo já cadastrado na sua conta.',
  mobileSameAsCurrent: 'O celular informado é o mesmo já cadastrado na sua conta.',
  noContactForCode: 'Não há e-mail nem celular cadastrado para o envio do código.',
  noPendingChange: 'Não há alteração de e-mail ou celular pendente. Solicite um novo código.',
  emailChanged: 'Seu e-mail foi alterado com sucesso.',
  mobileChanged: 'Seu celular foi alterado com sucesso.',

  addressSaved: 'Endereço salvo com sucesso.',
  addressDeleted: 'Endereço excluído com sucesso.',
  lastAddress: 'Mantenha ao menos um endereço cadastrado.',

  educationSaved: 'Dados de formação salvos com sucesso.',
  yearInvalid: (label: string) => `O ano de ${label} informado é inválido.`,

  specialtyUnknown: 'Selecione uma especialidade da lista.',
  specialtyDuplicate: 'Esta especialidade já está cadastrada.',
  rqeInvalid: 'O RQE informado é inválido.',
  specialtySaved: 'Especialidade salva com sucesso.',
  specialtyDeleted: 'Especialidade excluída com sucesso.',

  qrInvalid: 'QR Code inválido para associação.',
  noCategoryForAssociation:
    'Não foi possível definir sua categoria nesta associação. Entre em contato com a associação.',
} as const;

export const alreadyMemberOf = (association: string) => `Você já está associado(a) a ${association}.`;
export const associationAlreadyRequested = (association: string) =>
  `Sua solicitação de associação a ${association} já foi enviada e aguarda aprovação.`;
export const associationRequested = (association: string) =>
  `Solicitação de associação enviada para ${association}.`;

/** listarAssociacoesEmitente's SITUACAO as the associations screen shows it. */
export const MEMBERSHIP_STATUS_LABEL: Readonly<Record<string, string>> = {
  A: 'Ativa',
  P: 'Aguardando aprovação',
  R: 'Pré-cadastro',
  N: 'Recusada',
};
