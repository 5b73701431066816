/** The names eslint.config.js exports beside its config (tests/lib/server-layers.test.ts reads them). */
export declare const SERVER_LAYERS: { name: string; paths: string[] }[];
export declare const LAYER_ALLOW_LIST: [from: string, to: string, reason: string][];
export declare function serverLayerOf(file: string): number | undefined;
declare const config: unknown;
export default config;
