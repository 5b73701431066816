/** 'YYYY-MM-DD' as DD/MM/AAAA (a São Paulo day already: no zone to convert). */
const dayOf = (day: string) => day.split('-').reverse().join('/');

/** The texts of assemblies and online votes (issue #41), for the server, the screens and the tests. */
export const ASSEMBLY_MSG = {
  notFound: 'Assembleia não encontrada.',
  votingNotFound: 'Votação não encontrada.',
  datesInvalid: 'O encerramento da votação deve ser depois do início.',
  endInPast: 'O encerramento da votação já passou.',
  cutoffAfterPublication: 'A data de corte não pode ser depois da publicação do edital.',
  noticeTooShort: (days: number) =>
    `O início da votação deve respeitar a antecedência mínima do edital (${days} ${days === 1 ? 'dia' : 'dias'}).`,
  categoriesRequired: 'Escolha ao menos uma categoria com direito a voto.',
  categoryUnknown: 'Uma das categorias escolhidas não é desta associação.',
  questionInvalid: 'Cada questão precisa de um texto e de ao menos duas opções diferentes.',
  choicesInvalid: 'As escolhas por eleitor devem ser de 1 até o número de opções da questão.',
  frozen: 'Depois da publicação do edital, as questões, as opções e as datas não podem mudar.',
  notDraft: 'Esta assembleia já foi publicada.',
  cannotCancel: 'Esta assembleia não pode mais ser cancelada.',
  reasonRequired: 'Informe o motivo do cancelamento.',
  resultsNotYet: 'Os resultados só existem depois do encerramento da votação.',
  notOpenYet: 'A votação ainda não começou.',
  closed: 'A votação está encerrada.',
  cancelled: 'Esta assembleia foi cancelada.',
  alreadyVoted: 'Você já votou nesta votação.',
  optionNotOnQuestion: 'Uma opção escolhida não pertence à questão.',
  tooManyChoices: (max: number) =>
    max === 1 ? 'Escolha só uma opção em cada questão.' : `Escolha no máximo ${max} opções nesta questão.`,
  answerEveryQuestion: 'Responda todas as questões.',
  pinRequired: 'Confirme o voto com o seu PIN.',
  notEligible: (cutoffDay: string, categories: string[]) =>
    `Apenas membros adimplentes em ${dayOf(cutoffDay)} nas categorias ${categories.join(', ')} podem votar.`,
  voteRecorded: 'Voto registrado',
  receiptLabel: 'Código do seu voto',
  noQuorum: 'Sem quórum',
  banner: (title: string) => `Votação aberta: ${title}`,
  turnout: (voted: number, eligible: number) => `${voted} de ${eligible} votaram`,
  noticeTitle: 'Edital de convocação',
  minutesTitle: 'Ata da assembleia',
  tallyTitle: 'Boletim de urna',
  kinds: { ordinaria: 'Ordinária', extraordinaria: 'Extraordinária' },
  defaultOptions: ['Sim', 'Não', 'Abstenção'],
} as const;
