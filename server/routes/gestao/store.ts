import type { App } from '../../types';

/** Loja e produtos: products, buyers, home banners. */
export default async function storeRoutes(_app: App) {}
