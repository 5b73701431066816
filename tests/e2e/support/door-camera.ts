import type { BrowserContext, Page } from '@playwright/test';
import QRCode from 'qrcode';

/**
 * A camera whose picture the test changes while the page runs: getUserMedia answers a 640×480
 * canvas stream (10 fps) on which the test draws a QR code, white around it. Chromium's
 * --use-file-for-fake-video-capture (support/fake-camera.ts) plays one file fixed at launch; a door
 * sees ticket after ticket, and the tickets are issued during the test.
 */
export async function installChangingCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const pen = canvas.getContext('2d')!;
    let shown: HTMLImageElement | null = null;
    const paint = () => {
      pen.fillStyle = '#fff';
      pen.fillRect(0, 0, canvas.width, canvas.height);
      if (shown) pen.drawImage(shown, (canvas.width - shown.width) / 2, (canvas.height - shown.height) / 2);
    };
    paint();
    setInterval(paint, 50);
    const camera = window as unknown as { showOnCamera: (url: string | null) => Promise<void> };
    camera.showOnCamera = (url) =>
      new Promise((resolve) => {
        if (!url) {
          shown = null;
          return resolve();
        }
        const image = new Image();
        image.onload = () => {
          shown = image;
          paint();
          resolve();
        };
        image.src = url;
      });
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      value: async () => canvas.captureStream(10),
    });
  });
}

/** Holds `text` as a QR code in front of the page's camera (null: nothing). */
export async function showOnCamera(page: Page, text: string | null) {
  const url = text ? await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 4 }) : null;
  await page.evaluate(
    (u) => (window as unknown as { showOnCamera: (u: string | null) => Promise<void> }).showOnCamera(u),
    url,
  );
}
