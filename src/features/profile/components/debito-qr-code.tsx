import { useEffect, useState } from 'react';
import { QR_DISPLAY_SIZE } from '../../../../domain/constants';

/**
 * The Pix Automático QR, drawn by the qrcode library when shown. The checkout's own QR lives in
 * src/features/checkout, which another feature may not import.
 */
export function DebitoQrCode({ payload }: { payload: string }) {
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
