/** A declared activity is worth at most this many points (a congress rarely gives more than 20). */
export const ACTIVITY_MAX_POINTS = 100;
export const ACTIVITY_NAME_MAX = 200;

export const ACTIVITY_MSG = {
  nameRequired: 'Informe o nome da atividade.',
  nameTooLong: `O nome da atividade pode ter até ${ACTIVITY_NAME_MAX} caracteres.`,
  dateInvalid: 'Informe a data da atividade.',
  dateInFuture: 'A data da atividade não pode ser no futuro.',
  dateTooOld: (firstYear: number) =>
    `Só contam para a meta atividades de ${firstYear} em diante: informe uma data a partir de 01/01/${firstYear}.`,
  pointsInvalid: `Informe os pontos como um número inteiro de 1 a ${ACTIVITY_MAX_POINTS}.`,
  proofRequired: 'Anexe o comprovante da atividade (PDF, JPG ou PNG).',
  proofWrongType: 'O comprovante deve ser um arquivo PDF, JPG ou PNG.',
  notMember: 'Você não é membro ativo desta associação.',
  noGoal: 'Esta associação não definiu uma meta de pontos.',
  sent: 'Atividade enviada. Ela passa a contar para a meta quando a associação aceitar.',
  notFound: 'Atividade não encontrada.',
  alreadyReviewed: 'Esta atividade já foi analisada.',
  accepted: 'Atividade aceita.',
  refused: 'Atividade recusada.',
  empty: 'Nenhuma atividade de atualização aguardando análise.',
} as const;
