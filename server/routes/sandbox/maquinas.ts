import { SandboxMachinesResponse } from '../../../domain/contract/sandbox';
import { machineOutlines } from '../../sandbox/machine-outlines';
import type { App } from '../../types';

/** The app's state machines, their states and events, for /sandbox/maquinas. Sandbox only. */
export default async function maquinas(app: App) {
  app.get('/maquinas', { schema: { response: { 200: SandboxMachinesResponse } } }, async () => ({
    maquinas: await machineOutlines(),
  }));
}
