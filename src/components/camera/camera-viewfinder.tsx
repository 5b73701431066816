import type { RefObject } from 'react';
import { QR_BOX } from '../../../domain/constants';
import './camera-viewfinder.css';

interface CameraViewfinderProps {
  video: RefObject<HTMLVideoElement | null>;
  hidden?: boolean;
}

/**
 * The camera's picture with the square the frame decoder reads (src/lib/camera/frame-decoder.ts
 * maps the QR_BOX square drawn over the video's centre to video pixels).
 */
export function CameraViewfinder({ video, hidden = false }: CameraViewfinderProps) {
  return (
    <div className="qr-viewfinder" hidden={hidden}>
      <video ref={video} className="qr-video" muted playsInline aria-hidden="true" />
      <div className="qr-box" style={{ width: QR_BOX, height: QR_BOX }} aria-hidden="true" />
    </div>
  );
}
