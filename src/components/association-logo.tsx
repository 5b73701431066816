import { useState, type ReactNode } from 'react';

interface AssociationLogoProps {
  associationId: number;
  className: string;
  alt: string;
  size: number;
  /** Shown when the association has no logo (its address answers 404). */
  fallback?: ReactNode;
}

/** Any association's logo from its public address, or the fallback when it has none. */
export function AssociationLogo({
  associationId,
  className,
  alt,
  size,
  fallback = null,
}: AssociationLogoProps) {
  const [missingFor, setMissingFor] = useState<number | null>(null);
  if (missingFor === associationId) return <>{fallback}</>;
  return (
    <img
      className={className}
      src={`/api/auth/logomarcaCliente/${associationId}`}
      alt={alt}
      width={size}
      height={size}
      onError={() => setMissingFor(associationId)}
    />
  );
}
