import { ASSEMBLY_MSG } from '../../../domain/assembly-messages';
import { AssemblyParams } from '../../../domain/contract/gestao-assemblies';
import {
  CastVoteBody,
  MemberVotingResponse,
  MemberVotingsResponse,
  VoteReceipt,
} from '../../../domain/contract/votings';
import { failed, mapValue } from '../../../domain/outcome';
import { castVote, findMemberAssembly } from '../../assemblies/cast-vote';
import { listMemberVotings, memberVotingDetail } from '../../assemblies/member-votings';
import { paymentPinStatus } from '../../pin/member-pin';
import { verifyPinToken } from '../../pin/pin-token';
import { answer } from '../../plugins/errors';
import type { App } from '../../types';
import { sendAssemblyPdf } from '../assembly-pdf-reply';

/**
 * /api/votacoes: the member's assemblies and votes (our own vocabulary). A vote is confirmed with
 * the PIN token of /api/emitente/validarPIN, as a payment is — the same tries and lock.
 */
export default async function votingRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), ownVocabulary: true } as typeof route.config;
  });

  app.get('/', { schema: { response: { 200: MemberVotingsResponse } } }, async (request) => ({
    votings: await listMemberVotings(app.db, request.memberId),
  }));

  app.get(
    '/:assemblyId',
    { schema: { params: AssemblyParams, response: { 200: MemberVotingResponse } } },
    async (request, reply) =>
      answer(
        request,
        reply,
        mapValue(await memberVotingDetail(app.db, request.memberId, request.params.assemblyId), (voting) => ({
          voting,
        })),
      ),
  );

  app.post(
    '/:assemblyId/voto',
    {
      schema: { params: AssemblyParams, body: CastVoteBody, response: { 201: VoteReceipt } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { memberId } = request;
      const pin = await paymentPinStatus(app.db, memberId);
      if (!pin.ok) return answer(request, reply, failed(pin.message, 403));
      if (!verifyPinToken(app, request.body.pinToken, memberId, pin.tokenVersion, request.sessionId)) {
        return answer(request, reply, failed(ASSEMBLY_MSG.pinRequired, 403));
      }
      return answer(
        request,
        reply,
        await castVote(app.db, memberId, request.params.assemblyId, request.body),
        201,
      );
    },
  );

  app.get('/:assemblyId/edital.pdf', { schema: { params: AssemblyParams } }, async (request, reply) =>
    sendAssemblyPdf(
      request,
      reply,
      app,
      await findMemberAssembly(app.db, request.memberId, request.params.assemblyId),
      'edital',
    ),
  );

  app.get('/:assemblyId/ata.pdf', { schema: { params: AssemblyParams } }, async (request, reply) =>
    sendAssemblyPdf(
      request,
      reply,
      app,
      await findMemberAssembly(app.db, request.memberId, request.params.assemblyId),
      'ata',
    ),
  );
}
