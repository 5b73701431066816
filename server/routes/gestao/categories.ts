import type { App } from '../../types';

/** Categorias e anuidades: the issuer's categories and annuity prices. */
export default async function categoryRoutes(_app: App) {}
