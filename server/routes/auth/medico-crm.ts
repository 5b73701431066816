import { type DadosMedico, MedicoCrmBody, MedicoCrmResponse } from '../../../domain/contract/registration';
import { normalizeCrm } from '../../../domain/crm';
import { crmRegistryFrom, type Physician } from '../../adapters/crm';
import type { App } from '../../types';

const toDadosMedico = (p: Physician): DadosMedico => ({
  crm: p.crm,
  situacao: p.active ? 'A' : 'I',
  nome: p.name,
  especialidade: p.specialty,
});

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
      // Without a registry (the app then does not ask) nobody is known.
      if (!crm || !registry) return { dadosMedico: null };
      const physician = await registry.lookup(crm, request.body.UF.toUpperCase());
      return { dadosMedico: physician && toDadosMedico(physician) };
    },
  );
}
