import {
  EspecialidadeIdBody,
  ListarEspecialidadesMLResponse,
  ListarEspecialidadesResponse,
  ObterEspecialidadeResponse,
  SalvarEspecialidadeBody,
  SalvarEspecialidadeResponse,
} from '../../../domain/contract/profile';
import { ResultMsgResponse } from '../../../domain/contract/wallet';
import { PROFILE_MSG } from '../../../domain/profile-messages';
import { SPECIALTY_CATALOGUE } from '../../../domain/specialties';
import {
  deleteSpecialty,
  findMemberSpecialty,
  listSpecialties,
  saveSpecialty,
} from '../../members/member-specialties';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { specialtyChangeOf, toEmitenteEspecialidade, toEspecialidadeML } from './especialidades-wire';

/** The member's specialties (dadosEspecialidades, editarDadosEspecialidade/{id}) and the catalogue. */
export default async function especialidades(app: App) {
  app.get(
    '/listarEmitenteEspecialidade',
    { schema: { response: { 200: ListarEspecialidadesResponse } }, config: { upperCase: true } },
    async (request) => (await listSpecialties(app.db, request.memberId)).map(toEmitenteEspecialidade),
  );

  app.get(
    '/listarEmitenteEspecialidadeML',
    { schema: { response: { 200: ListarEspecialidadesMLResponse } }, config: { upperCase: true } },
    async () => SPECIALTY_CATALOGUE.map(toEspecialidadeML),
  );

  app.post(
    '/obterEmitenteEspecialidade',
    {
      schema: { body: EspecialidadeIdBody, response: { 200: ObterEspecialidadeResponse } },
      config: { upperCase: true },
    },
    async (request, reply) => {
      const specialty = await findMemberSpecialty(
        app.db,
        request.memberId,
        request.body.ID_EMITENTE_ESPECIALIDADE,
      );
      if (!specialty) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, EMITENTE_ESPECIALIDADE: toEmitenteEspecialidade(specialty) };
    },
  );

  app.post(
    '/salvarEmitenteEspecialidade',
    {
      schema: { body: SalvarEspecialidadeBody, response: { 200: SalvarEspecialidadeResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const saved = await saveSpecialty(app.db, request.memberId, specialtyChangeOf(request.body));
      if (!saved.ok) {
        if (saved.status === 404) return sendError(request, reply, 404, saved.message);
        return { RESULTADO: false, MSG: saved.message };
      }
      return { RESULTADO: true, MSG: PROFILE_MSG.specialtySaved, ID_EMITENTE_ESPECIALIDADE: saved.value };
    },
  );

  app.post(
    '/excluirEspecialidade',
    {
      schema: { body: EspecialidadeIdBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const deleted = await deleteSpecialty(app.db, request.memberId, request.body.ID_EMITENTE_ESPECIALIDADE);
      if (!deleted) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true, MSG: PROFILE_MSG.specialtyDeleted };
    },
  );
}
