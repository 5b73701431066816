import { TemPinResponse } from '../../../domain/contract/wallet';
import { hasPin } from '../../pin/member-pin';
import type { App } from '../../types';

export default async function temPin(app: App) {
  app.get(
    '/temPIN',
    { schema: { response: { 200: TemPinResponse } }, config: { upperCase: true } },
    async (request) => ({ RESULTADO: true as const, TEM_PIN: await hasPin(app.db, request.memberId) }),
  );
}
