import type { App } from '../../types';
import esquecerPin from './esquecer-pin';
import sandboxJobs from './jobs';
import mensagens from './mensagens';
import produtos from './produtos';
import qrAssociacao from './qr-associacao';

/** Sandbox-only calls: registered only when the app runs as a sandbox. */
export default async function sandboxRoutes(app: App) {
  await app.register(mensagens);
  await app.register(produtos);
  await app.register(qrAssociacao);
  await app.register(sandboxJobs);
  await app.register(esquecerPin);
}
