import type { z } from 'zod';
import type {
  EmitenteEspecialidade,
  EspecialidadeML,
  SalvarEspecialidadeBody,
} from '../../../domain/contract/profile';
import type { SpecialtyArea, SpecialtyEntry } from '../../../domain/specialties';
import type { Specialty, SpecialtyChange } from '../../members/member-specialties';

const AREA_WIRE: Readonly<Record<SpecialtyArea, EspecialidadeML['AREA']>> = {
  medicine: 'MEDICINA',
  psychology: 'PSICOLOGIA',
};

export const toEmitenteEspecialidade = (s: Specialty): EmitenteEspecialidade => ({
  ID_EMITENTE_ESPECIALIDADE: s.id,
  ESPECIALIDADE: s.name,
  RQE: s.rqe,
});

export const toEspecialidadeML = (entry: SpecialtyEntry): EspecialidadeML => ({
  ESPECIALIDADE: entry.name,
  AREA: AREA_WIRE[entry.area],
});

export const specialtyChangeOf = (body: z.output<typeof SalvarEspecialidadeBody>): SpecialtyChange => ({
  id: body.ID_EMITENTE_ESPECIALIDADE,
  name: body.ESPECIALIDADE,
  rqe: body.RQE,
});
