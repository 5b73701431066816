import type { App } from '../../types';
import mensagens from './mensagens';

/** Sandbox-only calls: registered only when the app runs as a sandbox. */
export default async function sandboxRoutes(app: App) {
  await app.register(mensagens);
}
