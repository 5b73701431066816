import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { CertificateSummary } from '../../../domain/contract/gestao-pix-settings';

/** The first certificate of a PEM text, or null when it holds none. */
function parseCertificate(pem: string): X509Certificate | null {
  try {
    return new X509Certificate(pem);
  } catch {
    return null;
  }
}

const summaryOf = (certificate: X509Certificate): CertificateSummary => ({
  subject: certificate.subject.split('\n').join(', '),
  validTo: new Date(certificate.validTo).toISOString(),
});

/** Who a PEM certificate names and until when; null when the text is not a certificate. */
export function certificateSummary(pem: string): CertificateSummary | null {
  const certificate = parseCertificate(pem);
  return certificate ? summaryOf(certificate) : null;
}

/** An unencrypted PEM private key, or null. */
export function parsePrivateKey(pem: string): KeyObject | null {
  try {
    return createPrivateKey(pem);
  } catch {
    return null;
  }
}

/** Whether the key is the certificate's own (the TLS handshake would fail otherwise). */
export function keyMatchesCertificate(certificatePem: string, key: KeyObject): boolean {
  const certificate = parseCertificate(certificatePem);
  return !!certificate && certificate.checkPrivateKey(key);
}
