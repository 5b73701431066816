import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { StaffRole } from '../../../../domain/contract/gestao-session';
import { useStaffMeQuery } from '../api';

const NO_ACCESS = 'Seu perfil não tem acesso a esta área.';

/** A screen the staff member's role does not reach says so (the server refuses its calls too). */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const me = useStaffMeQuery();
  if (!me.data) return <p className="muted">Carregando...</p>;
  // The door's staff land on Check-in, the one screen they have.
  if (!roles.includes(me.data.role) && me.data.role === 'recepcao')
    return <Navigate to="/gestao/checkin" replace />;
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
