import { useDispatch } from 'react-redux';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { staffSessionEnded } from '../../../lib/api';
import { useStaffLogoutMutation, useStaffMeQuery } from '../api';
import { backOfficeScreens } from '../screens';
import { persistStaffToken } from '../staff-session';

const ROLE_LABEL = { gestor: 'Gestor(a)', financeiro: 'Financeiro' } as const;

/** Desktop: a side navigation beside the screen; phone: the navigation scrolls above it. */
export function GestaoLayout() {
  const me = useStaffMeQuery();
  const [logout] = useStaffLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const screens = backOfficeScreens.filter((s) => !s.hidden && (!me.data || s.roles.includes(me.data.role)));

  async function signOut() {
    await logout();
    persistStaffToken(null);
    dispatch(staffSessionEnded());
    navigate('/gestao/login', { replace: true });
  }

  return (
    <div className="gestao">
      <header className="gestao-header">
        <div>
          <strong>{me.data?.issuerName ?? 'Gestão'}</strong>
          {me.data && (
            <span className="muted">
              {' '}
              · {me.data.name} ({ROLE_LABEL[me.data.role]})
            </span>
          )}
        </div>
        <button type="button" className="button" onClick={() => void signOut()}>
          Sair
        </button>
      </header>
      <nav className="gestao-nav" aria-label="Gestão">
        <ul>
          {screens.map((s) => (
            <li key={s.path}>
              <NavLink to={s.path ? `/gestao/${s.path}` : '/gestao'} end={!s.path}>
                {s.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="gestao-main">
        <Outlet />
      </main>
    </div>
  );
}
