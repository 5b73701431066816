import { MedicoCrmBody, MedicoCrmResponse } from '../../../domain/contract/registration';
import { normalizeCrm } from '../../../domain/crm';
import { crmRegistryFrom } from '../../adapters/crm';
import type { App } from '../../types';

/** Physician lookup for association mode; null when the registry does not know the CRM. */
export default async function medicoCrm(app: App) {
  const registry = crmRegistryFrom(app.config);
  app.post(
    '/medicoCRM',
    {
      schema: { body: MedicoCrmBody, response: { 200: MedicoCrmResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const crm = normalizeCrm(request.body.CRM);
      if (!crm) return { dadosMedico: null };
      return { dadosMedico: await registry.lookup(crm, request.body.UF.toUpperCase()) };
    },
  );
}
