import type { RefObject } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import type { CameraEvent } from '../../../machines/qr-scan.machine';

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * The back camera shown in `video` while the machine reads (it tells the machine `CameraEvent`s); when the machine stops this actor
 * (a code was read, the screen was left) the camera is released.
 */
export const cameraActor = <TEvent extends EventObject>(video: RefObject<HTMLVideoElement | null>) =>
  fromCallback<TEvent>(({ sendBack }) => {
    let stopped = false;
    let stream: MediaStream | null = null;

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      const opened = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (stopped) return stopTracks(opened);
      stream = opened;
      const element = video.current;
      if (!element) throw new Error('no video element');
      element.srcObject = opened;
      await element.play();
      if (!stopped) sendBack({ type: 'camera.ready' } satisfies CameraEvent);
    };
    // Denied, absent or busy: the spec has one message for all of them.
    start().catch(() => {
      if (!stopped) sendBack({ type: 'camera.failed' } satisfies CameraEvent);
    });

    return () => {
      stopped = true;
      if (stream) stopTracks(stream);
      if (video.current) video.current.srcObject = null;
    };
  });
