import type { App } from '../../types';
import acessarBoleto from './acessar-boleto';

/** Public calls (no login): the boleto slip; the public purchase calls join here later. */
export default async function accessRoutes(app: App) {
  await app.register(acessarBoleto);
}
