/**
 * The education record both ways, on the server and in the app. Its years travel as numbers when
 * read back and as typed text when sent; its texts may be absent from a request.
 */
export interface EducationWith<Year, Text = string | null> {
  institution: Text;
  course: Text;
  graduationYear: Year;
  residency: Text;
  residencyInstitution: Text;
  residencyEndYear: Year;
  postgraduate: Text;
}

export interface FormacaoWith<Year, Text = string | null> {
  INSTITUICAO: Text;
  CURSO: Text;
  ANO_FORMACAO: Year;
  RESIDENCIA: Text;
  INSTITUICAO_RESIDENCIA: Text;
  ANO_CONCLUSAO_RESIDENCIA: Year;
  POS_GRADUACAO: Text;
}

export const formacaoOf = <Year, Text>(e: EducationWith<Year, Text>): FormacaoWith<Year, Text> => ({
  INSTITUICAO: e.institution,
  CURSO: e.course,
  ANO_FORMACAO: e.graduationYear,
  RESIDENCIA: e.residency,
  INSTITUICAO_RESIDENCIA: e.residencyInstitution,
  ANO_CONCLUSAO_RESIDENCIA: e.residencyEndYear,
  POS_GRADUACAO: e.postgraduate,
});

/** A request may leave fields out: they stay out. */
export function educationOf<Year, Text>(f: FormacaoWith<Year, Text>): EducationWith<Year, Text>;
export function educationOf<Year, Text>(
  f: Partial<FormacaoWith<Year, Text>>,
): Partial<EducationWith<Year, Text>>;
export function educationOf<Year, Text>(
  f: Partial<FormacaoWith<Year, Text>>,
): Partial<EducationWith<Year, Text>> {
  return {
    institution: f.INSTITUICAO,
    course: f.CURSO,
    graduationYear: f.ANO_FORMACAO,
    residency: f.RESIDENCIA,
    residencyInstitution: f.INSTITUICAO_RESIDENCIA,
    residencyEndYear: f.ANO_CONCLUSAO_RESIDENCIA,
    postgraduate: f.POS_GRADUACAO,
  };
}
