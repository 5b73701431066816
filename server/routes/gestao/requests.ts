import type { App } from '../../types';

/** Solicitações: association requests with their documents; approve or refuse. */
export default async function requestRoutes(_app: App) {}
