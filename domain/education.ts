/** A member's education; every field null until it is saved. */
export interface Education {
  institution: string | null;
  course: string | null;
  graduationYear: number | null;
  residency: string | null;
  residencyInstitution: string | null;
  residencyEndYear: number | null;
  postgraduate: string | null;
}
