import type { StaffRole } from '../../../domain/contract/gestao-session';
import { AssociationQrResponse, QrParams } from '../../../domain/contract/gestao-qr';
import { associationQrImage } from '../../gestao/qr/association-qr-image';
import { associationQrPoster } from '../../gestao/qr/association-qr-poster';
import { makeAssociationCode } from '../../gestao/qr/association-code';
import { findAssociationLogo } from '../../associations/association-logo';
import { recordQrDownload } from '../../gestao/first-steps/record-qr-download';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';

const gestorOnly: { staffRoles: StaffRole[] } = { staffRoles: ['gestor'] };

/** QR de associação: the association's signed code for a category, as an image and as a poster. */
export default async function qrRoutes(app: App) {
  app.get(
    '/qr/:categoryId',
    { config: gestorOnly, schema: { params: QrParams, response: { 200: AssociationQrResponse } } },
    async (request, reply) => {
      const qr = await makeAssociationCode(
        app.db,
        request.staff.associationId,
        request.params.categoryId,
        app.config.publicUrl,
      );
      if (!qr) return sendError(request, reply, 404, ERRORS.notFound);
      return associationQrImage(qr);
    },
  );

  app.get(
    '/qr/:categoryId/poster.pdf',
    { config: gestorOnly, schema: { params: QrParams } },
    async (request, reply) => {
      const qr = await makeAssociationCode(
        app.db,
        request.staff.associationId,
        request.params.categoryId,
        app.config.publicUrl,
      );
      if (!qr) return sendError(request, reply, 404, ERRORS.notFound);
      const name = `qr-associacao-${request.staff.associationId}-${qr.categoryId}.pdf`;
      await recordQrDownload(app.db, request.staff);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(await associationQrPoster(qr, await findAssociationLogo(app.db, request.staff.associationId)));
    },
  );
}
