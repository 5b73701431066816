import {
  EnderecoIdBody,
  ListarEnderecosResponse,
  ObterEnderecoResponse,
  SalvarEnderecoBody,
  SalvarEnderecoResponse,
} from '../../../domain/contract/profile';
import { ResultMsgResponse } from '../../../domain/contract/wallet';
import { PROFILE_MSG } from '../../../domain/profile-messages';
import { deleteAddress, findMemberAddress, listAddresses, saveAddress } from '../../members/member-addresses';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { addressChangeOf, toEndereco } from './enderecos-wire';

/** The member's addresses (dadosProfissionais, editarDadosProfissionais/{id}). */
export default async function enderecos(app: App) {
  app.get(
    '/listarEnderecos',
    { schema: { response: { 200: ListarEnderecosResponse } }, config: { upperCase: true } },
    async (request) => (await listAddresses(app.db, request.memberId)).map(toEndereco),
  );

  app.post(
    '/obterEndereco',
    {
      schema: { body: EnderecoIdBody, response: { 200: ObterEnderecoResponse } },
      config: { upperCase: true },
    },
    async (request, reply) => {
      const address = await findMemberAddress(app.db, request.memberId, request.body.ID_EMITENTE_ENDERECO);
      if (!address) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, ENDERECO: toEndereco(address) };
    },
  );

  app.post(
    '/salvarEndereco',
    {
      schema: { body: SalvarEnderecoBody, response: { 200: SalvarEnderecoResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const saved = await saveAddress(app.db, request.memberId, addressChangeOf(request.body));
      if (!saved.ok) {
        if (saved.status === 404) return sendError(request, reply, 404, saved.message);
        return { RESULTADO: false, MSG: saved.message };
      }
      return { RESULTADO: true, MSG: PROFILE_MSG.addressSaved, ID_EMITENTE_ENDERECO: saved.value };
    },
  );

  app.post(
    '/excluirEndereco',
    {
      schema: { body: EnderecoIdBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const deleted = await deleteAddress(app.db, request.memberId, request.body.ID_EMITENTE_ENDERECO);
      if (!deleted.ok) {
        if (deleted.status === 404) return sendError(request, reply, 404, deleted.message);
        return { RESULTADO: false, MSG: deleted.message };
      }
      return { RESULTADO: true, MSG: PROFILE_MSG.addressDeleted };
    },
  );
}
