import type jsQrDecode from 'jsqr';
import type { RefObject } from 'react';
import { fromPromise } from 'xstate';
import { QR_BOX } from '../../../domain/constants';

type JsQr = typeof jsQrDecode;

let jsQr: Promise<JsQr> | null = null;
/** jsQR is downloaded by the screens that read codes only, once; a failed download is tried again. */
const loadJsQr = () =>
  (jsQr ??= import('jsqr')
    .then((module) => module.default)
    .catch((error: unknown) => {
      jsQr = null;
      throw error;
    }));

/** Larger regions are scaled down to this side before decoding: enough pixels per module, less work. */
const MAX_DECODE_SIDE = 480;

/**
 * The part of the video under the QR_BOX square drawn over its centre, in video pixels. The
 * video fills its element (object-fit: cover), so one CSS pixel is 1/scale video pixels.
 */
function scanRegion(video: HTMLVideoElement) {
  const { videoWidth: width, videoHeight: height } = video;
  const scale = Math.max(video.clientWidth / width, video.clientHeight / height) || 1;
  const side = Math.max(1, Math.min(Math.round(QR_BOX / scale), width, height));
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), side };
}

/** Decodes the current frame's scan box on an offscreen canvas: the code's text, or null. */
export const frameDecoder = (video: RefObject<HTMLVideoElement | null>) => {
  // Downloaded as the screen opens, not at the first frame: a door may lose the network right after.
  loadJsQr().catch(() => undefined);
  const canvas = document.createElement('canvas');
  return fromPromise<string | null, void>(async () => {
    const decode = await loadJsQr();
    const element = video.current;
    if (!element || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !element.videoWidth) {
      return null;
    }
    const { x, y, side } = scanRegion(element);
    const target = Math.min(side, MAX_DECODE_SIDE);
    canvas.width = target;
    canvas.height = target;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(element, x, y, side, side, 0, 0, target, target);
    const image = context.getImageData(0, 0, target, target);
    const code = decode(image.data, target, target, { inversionAttempts: 'dontInvert' });
    return code?.data || null;
  });
};
