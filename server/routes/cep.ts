import { CepParams, CepResult } from '../../domain/contract/registration';
import { onlyDigits } from '../../domain/digits';
import { REG_MSG } from '../../domain/registration-messages';
import { isCep } from '../../domain/registration-rules';
import { cepLookupFrom } from '../adapters/cep';
import { sendError } from '../plugins/errors';
import type { App } from '../types';

/** The address of a CEP, for the registration form's autofill. */
export default async function cep(app: App) {
  const directory = cepLookupFrom(app.config);
  app.get(
    '/cep/:cep',
    {
      schema: { params: CepParams, response: { 200: CepResult } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (!isCep(request.params.cep)) return sendError(request, reply, 400, REG_MSG.cepInvalid);
      const address = await directory.find(onlyDigits(request.params.cep));
      if (!address) return sendError(request, reply, 404, REG_MSG.cepNotFound);
      return address;
    },
  );
}
