import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ROLE_LABEL } from '../../../../domain/gestao-team-messages';
import { staffSessionEnded } from '../../../lib/api';
import { useStaffLogoutMutation, useStaffMeQuery } from '../api';
import { GestaoBrand, useBrandStyle } from './association/gestao-brand';
import { gestaoScreens } from '../screens';
import { StaffLiveChanges } from './staff-live-changes';
import { persistStaffToken } from '../staff-session';

/** The menu's entry of the screen on view ('' is the Painel), for the phone's "Menu" button. */
function currentTitle(pathname: string, screens: readonly { path: string; title: string }[]) {
  const rest = pathname.replace(/^\/gestao\/?/, '');
  return (
    screens.find((s) => s.path !== '' && (rest === s.path || rest.startsWith(`${s.path}/`)))?.title ??
    screens.find((s) => s.path === '')?.title
  );
}

/**
 * Desktop: a side navigation beside the screen. Phone and tablet: a "Menu" button that opens the
 * list of sections over the screen and closes when one is chosen. A skip link comes first.
 */
export function GestaoLayout() {
  const me = useStaffMeQuery();
  const [logout] = useStaffLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const brand = useBrandStyle();
  const { pathname } = useLocation();
  const screens = gestaoScreens.filter((s) => !s.hidden && (!me.data || s.roles.includes(me.data.role)));
  // Open on the address it was opened at: choosing a section (another address) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;

  async function signOut() {
    await logout();
    persistStaffToken(null);
    dispatch(staffSessionEnded());
    navigate('/gestao/login', { replace: true });
  }

  return (
    <div className={`gestao ${brand.className}`} style={brand.style}>
      <StaffLiveChanges role={me.data?.role} />
      <a className="gestao-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <header className="gestao-header">
        <div className="gestao-header-who">
          <GestaoBrand fallback={me.data?.associationName ?? 'Gestão'} />
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
        <button
          type="button"
          className="gestao-menu-button"
          aria-expanded={menuOpen}
          aria-controls="gestao-menu"
          onClick={() => setOpenAt(menuOpen ? null : pathname)}
        >
          <span aria-hidden="true" className="gestao-menu-icon">
            ☰
          </span>{' '}
          Menu <span className="gestao-menu-current">· {currentTitle(pathname, screens)}</span>
        </button>
        <ul id="gestao-menu" className={menuOpen ? 'open' : undefined}>
          {screens.map((s) => (
            <li key={s.path}>
              <NavLink
                to={s.path ? `/gestao/${s.path}` : '/gestao'}
                end={!s.path}
                onClick={() => setOpenAt(null)}
              >
                {s.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="conteudo" className="gestao-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
