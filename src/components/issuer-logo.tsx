import { useState, type ReactNode } from 'react';

interface IssuerLogoProps {
  issuerId: number;
  className: string;
  alt: string;
  size: number;
  /** Shown when the association has no logo (its address answers 404). */
  fallback?: ReactNode;
}

/** Any association's logo from its public address, or the fallback when it has none. */
export function IssuerLogo({ issuerId, className, alt, size, fallback = null }: IssuerLogoProps) {
  const [missingFor, setMissingFor] = useState<number | null>(null);
  if (missingFor === issuerId) return <>{fallback}</>;
  return (
    <img
      className={className}
      src={`/api/auth/logomarcaCliente/${issuerId}`}
      alt={alt}
      width={size}
      height={size}
      onError={() => setMissingFor(issuerId)}
    />
  );
}
