import { z } from 'zod';
import { WireId } from './wallet';

export const SandboxQrParams = z.object({ ID_EMITENTE_ML: WireId });
export type SandboxQrParams = z.input<typeof SandboxQrParams>;

/** The text of a signed association QR code (server/associations/association-qr.ts), as the camera reads it. */
export const SandboxQrResponse = z.object({ QRCODE: z.string() });
export type SandboxQrResponse = z.infer<typeof SandboxQrResponse>;
