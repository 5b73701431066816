import { ProjectHashParams, ProjetoWeb } from '../../../domain/contract/access';
import { PURCHASE_MSG } from '../../../domain/purchase-messages';
import { findPublicProject } from '../../purchases/public-project';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { toProjetoWeb } from './project-wire';

/** The public product page's data; a finished product is still shown, as not available. */
export default async function acessarProjeto(app: App) {
  app.get(
    '/acessarProjeto/:hash',
    {
      schema: { params: ProjectHashParams, response: { 200: ProjetoWeb } },
      config: { upperCase: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const project = await findPublicProject(app.db, request.params.hash);
      if (!project) return sendError(request, reply, 404, PURCHASE_MSG.productNotFound);
      return toProjetoWeb(project);
    },
  );
}
