export type SpecialtyArea = 'medicine' | 'psychology';

export interface SpecialtyEntry {
  readonly name: string;
  readonly area: SpecialtyArea;
}

/** The medical specialties the CFM recognises (Resolução CFM nº 2.330/2023). */
const MEDICAL = [
  'ACUPUNTURA',
  'ALERGIA E IMUNOLOGIA',
  'ANESTESIOLOGIA',
  'ANGIOLOGIA',
  'CARDIOLOGIA',
  'CIRURGIA CARDIOVASCULAR',
  'CIRURGIA DA MÃO',
  'CIRURGIA DE CABEÇA E PESCOÇO',
  'CIRURGIA DO APARELHO DIGESTIVO',
  'CIRURGIA GERAL',
  'CIRURGIA ONCOLÓGICA',
  'CIRURGIA PEDIÁTRICA',
  'CIRURGIA PLÁSTICA',
  'CIRURGIA TORÁCICA',
  'CIRURGIA VASCULAR',
  'CLÍNICA MÉDICA',
  'COLOPROCTOLOGIA',
  'DERMATOLOGIA',
  'ENDOCRINOLOGIA E METABOLOGIA',
  'ENDOSCOPIA',
  'GASTROENTEROLOGIA',
  'GENÉTICA MÉDICA',
  'GERIATRIA',
  'GINECOLOGIA E OBSTETRÍCIA',
  'HEMATOLOGIA E HEMOTERAPIA',
  'HOMEOPATIA',
  'INFECTOLOGIA',
  'MASTOLOGIA',
  'MEDICINA DE EMERGÊNCIA',
  'MEDICINA DE FAMÍLIA E COMUNIDADE',
  'MEDICINA DE TRÁFEGO',
  'MEDICINA DO TRABALHO',
  'MEDICINA ESPORTIVA',
  'MEDICINA FÍSICA E REABILITAÇÃO',
  'MEDICINA INTENSIVA',
  'MEDICINA LEGAL E PERÍCIA MÉDICA',
  'MEDICINA NUCLEAR',
  'MEDICINA PREVENTIVA E SOCIAL',
  'NEFROLOGIA',
  'NEUROCIRURGIA',
  'NEUROLOGIA',
  'NUTROLOGIA',
  'OFTALMOLOGIA',
  'ONCOLOGIA CLÍNICA',
  'ORTOPEDIA E TRAUMATOLOGIA',
  'OTORRINOLARINGOLOGIA',
  'PATOLOGIA',
  'PATOLOGIA CLÍNICA/MEDICINA LABORATORIAL',
  'PEDIATRIA',
  'PNEUMOLOGIA',
  'PSIQUIATRIA',
  'RADIOLOGIA E DIAGNÓSTICO POR IMAGEM',
  'RADIOTERAPIA',
  'REUMATOLOGIA',
  'UROLOGIA',
] as const;

/** The psychology specialties the CFP grants title to. */
const PSYCHOLOGY = [
  'AVALIAÇÃO PSICOLÓGICA',
  'NEUROPSICOLOGIA',
  'PSICOLOGIA CLÍNICA',
  'PSICOLOGIA DE TRÂNSITO',
  'PSICOLOGIA DO ESPORTE',
  'PSICOLOGIA EM SAÚDE',
  'PSICOLOGIA ESCOLAR E EDUCACIONAL',
  'PSICOLOGIA HOSPITALAR',
  'PSICOLOGIA JURÍDICA',
  'PSICOLOGIA ORGANIZACIONAL E DO TRABALHO',
  'PSICOLOGIA SOCIAL',
  'PSICOMOTRICIDADE',
  'PSICOPEDAGOGIA',
] as const;

/** What a member may pick as a specialty (listarEmitenteEspecialidadeML), medicine first. */
export const SPECIALTY_CATALOGUE: readonly SpecialtyEntry[] = [
  ...MEDICAL.map((name) => ({ name, area: 'medicine' as const })),
  ...PSYCHOLOGY.map((name) => ({ name, area: 'psychology' as const })),
];

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

const BY_FOLDED = new Map(SPECIALTY_CATALOGUE.map((entry) => [fold(entry.name), entry]));

/** The catalogue entry a typed name stands for, ignoring case, accents and extra spaces. */
export function findSpecialty(name: string): SpecialtyEntry | undefined {
  return BY_FOLDED.get(fold(name));
}
