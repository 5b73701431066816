import type { ReactNode } from 'react';
import type { StaffRole } from '../../../../domain/contract/gestao-session';
import { useStaffMeQuery } from '../api';

export const NO_ACCESS = 'Seu perfil não tem acesso a esta área.';

/** A screen the staff member's role does not reach says so (the server refuses its calls too). */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const me = useStaffMeQuery();
  if (!me.data) return <p className="muted">Carregando...</p>;
  if (!roles.includes(me.data.role)) {
    return (
      <section className="gestao-card" role="alert">
        <h1>Acesso restrito</h1>
        <p>{NO_ACCESS}</p>
      </section>
    );
  }
  return children;
}
