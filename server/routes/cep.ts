import type { CepAddress } from '../../domain/cep-address';
import { CepParams, CepResult } from '../../domain/contract/registration';
import { onlyDigits } from '../../domain/digits';
import { REG_MSG } from '../../domain/registration-messages';
import { isCep } from '../../domain/registration-rules';
import { cepLookupFrom } from '../adapters/cep';
import { sendError } from '../plugins/errors';
import type { App } from '../types';

const toCepResult = (a: CepAddress): CepResult => ({
  bairro: a.neighbourhood,
  complemento: a.complement,
  localidade: a.city,
  logradouro: a.street,
  uf: a.state,
});

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
      return toCepResult(address);
    },
  );
}
