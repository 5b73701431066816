import type { StaffRole } from '../../../domain/contract/gestao-session';
import { ASSEMBLY_MSG } from '../../../domain/assembly-messages';
import {
  AssembliesResponse,
  AssemblyBody,
  AssemblyParams,
  AssemblyResponse,
  AssemblyResults,
  CancelAssemblyBody,
} from '../../../domain/contract/gestao-assemblies';
import { failed, mapValue, succeeded } from '../../../domain/outcome';
import { assemblyDetail, listAssemblies } from '../../assemblies/assembly-detail';
import { findAssembly } from '../../assemblies/assembly-rows';
import { cancelAssembly } from '../../assemblies/cancel-assembly';
import { countResults } from '../../assemblies/count-results';
import { publishAssembly } from '../../assemblies/publish-assembly';
import { createAssembly, updateAssembly } from '../../assemblies/save-assembly';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';
import { sendAssemblyPdf } from '../assembly-pdf-reply';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };
const asAssembly = mapValue;

/** Assembleias (gestor): the assemblies, their notice, turnout while open, results once closed. */
export default async function assemblyRoutes(app: App) {
  app.get(
    '/assemblies',
    { config: gestorOnly, schema: { response: { 200: AssembliesResponse } } },
    async (request) => ({ assemblies: await listAssemblies(app.db, request.staff.associationId) }),
  );

  app.post(
    '/assemblies',
    { config: gestorOnly, schema: { body: AssemblyBody, response: { 201: AssemblyResponse } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        asAssembly(await createAssembly(app.db, request.staff, request.body), (assembly) => ({ assembly })),
        201,
      ),
  );

  app.get(
    '/assemblies/:assemblyId',
    { config: gestorOnly, schema: { params: AssemblyParams, response: { 200: AssemblyResponse } } },
    async (request, reply) => {
      const assembly = await assemblyDetail(app.db, request.staff.associationId, request.params.assemblyId);
      return answer(request, reply, assembly ? succeeded({ assembly }) : failed(ASSEMBLY_MSG.notFound, 404));
    },
  );

  app.put(
    '/assemblies/:assemblyId',
    {
      config: gestorOnly,
      schema: { params: AssemblyParams, body: AssemblyBody, response: { 200: AssemblyResponse } },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        asAssembly(
          await updateAssembly(app.db, request.staff, request.params.assemblyId, request.body),
          (assembly) => ({ assembly }),
        ),
      ),
  );

  app.post(
    '/assemblies/:assemblyId/publish',
    { config: gestorOnly, schema: { params: AssemblyParams, response: { 200: AssemblyResponse } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        asAssembly(
          await publishAssembly(app.db, request.staff, request.params.assemblyId, app.config.publicUrl),
          (assembly) => ({ assembly }),
        ),
      ),
  );

  app.post(
    '/assemblies/:assemblyId/cancel',
    {
      config: gestorOnly,
      schema: { params: AssemblyParams, body: CancelAssemblyBody, response: { 200: AssemblyResponse } },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        asAssembly(
          await cancelAssembly(app.db, request.staff, request.params.assemblyId, request.body.reason),
          (assembly) => ({ assembly }),
        ),
      ),
  );

  app.get(
    '/assemblies/:assemblyId/results',
    { config: gestorOnly, schema: { params: AssemblyParams, response: { 200: AssemblyResults } } },
    async (request, reply) => {
      const row = await findAssembly(app.db, request.staff.associationId, request.params.assemblyId);
      return answer(
        request,
        reply,
        row ? await countResults(app.db, row) : failed(ASSEMBLY_MSG.notFound, 404),
      );
    },
  );

  app.get(
    '/assemblies/:assemblyId/edital.pdf',
    { config: gestorOnly, schema: { params: AssemblyParams } },
    async (request, reply) => {
      const row = await findAssembly(app.db, request.staff.associationId, request.params.assemblyId);
      return sendAssemblyPdf(request, reply, app, row, 'edital');
    },
  );

  app.get(
    '/assemblies/:assemblyId/ata.pdf',
    { config: gestorOnly, schema: { params: AssemblyParams } },
    async (request, reply) => {
      const row = await findAssembly(app.db, request.staff.associationId, request.params.assemblyId);
      return sendAssemblyPdf(request, reply, app, row, 'ata');
    },
  );
}
