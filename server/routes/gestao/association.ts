import { AssociationBrand } from '../../../domain/contract/association-brand';
import { StaffRole } from '../../../domain/contract/gestao-session';
import { AssociationData, AssociationUpdate, LogoUpload } from '../../../domain/contract/gestao-association';
import { readAssociation } from '../../gestao/association/association-data';
import { LOGO_MAX_BYTES } from '../../gestao/association/logo-file';
import { updateAssociation } from '../../gestao/association/update-association';
import { readAssociationBrand } from '../../associations/public-brand';
import { uploadLogo } from '../../gestao/association/upload-logo';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/** Dados da associação (gestor): the caller's own association, never one named in the request. */
export default async function associationRoutes(app: App) {
  app.get(
    '/associacao',
    { config: gestorOnly, schema: { response: { 200: AssociationData } } },
    async (request) => readAssociation(app.db, request.staff.associationId),
  );

  // The back office's header wears it for every role.
  app.get(
    '/associacao/marca',
    { config: { staffRoles: StaffRole.options }, schema: { response: { 200: AssociationBrand } } },
    async (request) => (await readAssociationBrand(app.db, request.staff.associationId))!,
  );

  app.put(
    '/associacao',
    { config: gestorOnly, schema: { body: AssociationUpdate, response: { 200: AssociationData } } },
    async (request, reply) =>
      answer(request, reply, await updateAssociation(app.db, request.staff, request.body)),
  );

  app.put(
    '/associacao/logo',
    {
      config: gestorOnly,
      // Base64 is 4/3 of the file: a 1 MB logo and its name fit.
      bodyLimit: Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { body: LogoUpload, response: { 200: AssociationData } },
    },
    async (request, reply) =>
      answer(
        request,
        reply,
        await uploadLogo(app.db, request.staff, Buffer.from(request.body.contentBase64, 'base64')),
      ),
  );
}
