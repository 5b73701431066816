import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import QRCode from 'qrcode';
import type { SandboxQrResponse } from '../../../domain/contract/sandbox-qr';

const WIDTH = 640;
const HEIGHT = 480;
const WHITE = 255;
const BLACK = 0;
/** Chroma of a grey picture (no colour). */
const NEUTRAL = 128;

/**
 * Writes a Y4M video (4:2:0, full range) of `text` as a QR code, black modules on white,
 * centred in a 640×480 frame: what Chromium's --use-file-for-fake-video-capture plays in a
 * loop as the camera. `modulePx` keeps the code well inside the screen's 250×250 scan box.
 */
function writeQrVideo(path: string, text: string, { modulePx = 4, frames = 5 } = {}) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size * modulePx;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);

  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < modulePx; dy++) {
        const start = (top + row * modulePx + dy) * WIDTH + left + col * modulePx;
        luma.fill(BLACK, start, start + modulePx);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** What the fake camera shows: an association's association code signed by the server, or any text. */
export type CameraQr = { associationOf: number } | { text: string };

/**
 * Tests whose browser camera shows a QR code. The file is fixed when the browser starts, so
 * the code is a worker option (set it with a top-level test.use in the spec file); it is
 * written once the server is up, since the server signs association codes (sandbox call).
 */
export const cameraTest = base.extend<object, { cameraQr: CameraQr; cameraFile: string }>({
  cameraQr: [{ text: '' }, { scope: 'worker', option: true }],
  cameraFile: [
    async ({ cameraQr }, use, workerInfo) => {
      let text = 'text' in cameraQr ? cameraQr.text : '';
      if ('associationOf' in cameraQr) {
        const url = `${workerInfo.project.use.baseURL}/api/sandbox/qr-associacao/${cameraQr.associationOf}`;
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        text = ((await res.json()) as SandboxQrResponse).QRCODE;
      }
      const file = join(mkdtempSync(join(tmpdir(), 'quita-camera-')), 'qr.y4m');
      writeQrVideo(file, text);
      await use(file);
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraFile }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${cameraFile}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});
