import { useEffect, useState } from 'react';
import { QR_DISPLAY_SIZE } from '../../domain/constants';

/** The PIX QR code, drawn by the qrcode library, loaded only when a PIX is shown (the checkout's, and Pix Automático's in the profile). */
export function PixQrCode({ payload }: { payload: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(payload, { width: QR_DISPLAY_SIZE, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [payload]);
  return src ? (
    <img className="pix-qr" src={src} width={QR_DISPLAY_SIZE} height={QR_DISPLAY_SIZE} alt="QR Code do PIX" />
  ) : (
    <div className="pix-qr pix-qr-placeholder" style={{ width: QR_DISPLAY_SIZE, height: QR_DISPLAY_SIZE }} />
  );
}
