import type { ReactNode } from 'react';
import { useAuthConfigQuery } from '../../../lib/client-config-api';

/** Shows its page only when the server runs as a sandbox (SANDBOX=true); otherwise "Indisponível". */
export function SandboxOnly({ children }: { children: ReactNode }) {
  const config = useAuthConfigQuery();
  if (config.isLoading) return <p className="muted">Carregando...</p>;
  if (config.data?.sandbox !== true) return <p className="card">Indisponível</p>;
  return <>{children}</>;
}
