import { PinBody, ResultMsgResponse } from '../../../domain/contract/wallet';
import { registerPin } from '../../pin/member-pin';
import type { App } from '../../types';

export default async function cadastrarPin(app: App) {
  app.post(
    '/cadastrarPIN',
    {
      schema: { body: PinBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await registerPin(app.db, request.memberId, request.body.PIN);
      return { RESULTADO: result.ok, MSG: result.message };
    },
  );
}
