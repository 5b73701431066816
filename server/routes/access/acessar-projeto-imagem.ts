import { ProjectHashParams } from '../../../domain/contract/access';
import { ERRORS, sendError } from '../../plugins/errors';
import { findProjectImage } from '../../purchases/public-project';
import type { App } from '../../types';

/** Stored SVGs could carry script: opened as a document, the image gets no power to run it. */
const PROJECT_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export default async function acessarProjetoImagem(app: App) {
  app.get(
    '/acessarProjetoImagem/:hash',
    {
      schema: { params: ProjectHashParams },
      config: { upperCase: true, rateLimit: { max: 240, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const project = await findProjectImage(app.db, request.params.hash);
      if (!project) return sendError(request, reply, 404, ERRORS.notFound);
      const mime = project.mime.startsWith('image/') ? project.mime : 'application/octet-stream';
      return reply
        .type(mime)
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', PROJECT_IMAGE_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(project.image));
    },
  );
}
