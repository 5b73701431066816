import type { z } from 'zod';
import type { Formacao, SalvarFormacaoBody } from '../../../domain/contract/profile';
import type { Education } from '../../../domain/education';
import type { EducationChange } from '../../members/member-education';

export const toFormacao = (e: Education): Formacao => ({
  INSTITUICAO: e.institution,
  CURSO: e.course,
  ANO_FORMACAO: e.graduationYear,
  RESIDENCIA: e.residency,
  INSTITUICAO_RESIDENCIA: e.residencyInstitution,
  ANO_CONCLUSAO_RESIDENCIA: e.residencyEndYear,
  POS_GRADUACAO: e.postgraduate,
});

export const educationChangeOf = (body: z.output<typeof SalvarFormacaoBody>): EducationChange => ({
  institution: body.INSTITUICAO,
  course: body.CURSO,
  graduationYear: body.ANO_FORMACAO,
  residency: body.RESIDENCIA,
  residencyInstitution: body.INSTITUICAO_RESIDENCIA,
  residencyEndYear: body.ANO_CONCLUSAO_RESIDENCIA,
  postgraduate: body.POS_GRADUACAO,
});
