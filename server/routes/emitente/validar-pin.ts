import { PinBody, ValidarPinResponse } from '../../../domain/contract/wallet';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { validatePin } from '../../pin/member-pin';
import { signPinToken } from '../../pin/pin-token';
import type { App } from '../../types';

export default async function validarPin(app: App) {
  app.post(
    '/validarPIN',
    {
      schema: { body: PinBody, response: { 200: ValidarPinResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const checked = await validatePin(app.db, request.memberId, request.body.PIN);
      if (!checked.ok) {
        return {
          RESULTADO: false,
          MSG: checked.message,
          ...(checked.remaining !== undefined ? { TENTATIVAS_RESTANTES: checked.remaining } : {}),
          ...(checked.locked ? { BLOQUEADO: true } : {}),
        };
      }
      return {
        RESULTADO: true,
        MSG: WALLET_MSG.pinValidated,
        TOKEN_PIN: signPinToken(app, request.memberId, checked.tokenVersion, request.sessionId),
      };
    },
  );
}
