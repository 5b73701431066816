import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ROLE_LABEL } from '../../../../domain/gestao-team-messages';
import { staffSessionEnded } from '../../../lib/api';
import { useStaffLogoutMutation, useStaffMeQuery } from '../api';
import { GestaoBrand, useBrandStyle } from './association/gestao-brand';
import { gestaoScreens } from '../screens';
import { persistStaffToken } from '../staff-session';

/** On a phone the navigation is one row that scrolls sideways: the current screen's link is kept in view. */
function useActiveLinkInView(linkCount: number) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    nav.current?.querySelector('a.active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, linkCount]);
  return nav;
}

/** Desktop: a side navigation beside the screen; phone: the navigation scrolls above it. */
export function GestaoLayout() {
  const me = useStaffMeQuery();
  const [logout] = useStaffLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const brand = useBrandStyle();
  const screens = gestaoScreens.filter((s) => !s.hidden && (!me.data || s.roles.includes(me.data.role)));
  const nav = useActiveLinkInView(screens.length);

  async function signOut() {
    await logout();
    persistStaffToken(null);
    dispatch(staffSessionEnded());
    navigate('/gestao/login', { replace: true });
  }

  return (
    <div className={`gestao ${brand.className}`} style={brand.style}>
      <header className="gestao-header">
        <div>
          <GestaoBrand fallback={me.data?.issuerName ?? 'Gestão'} />
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
      <nav ref={nav} className="gestao-nav" aria-label="Gestão">
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
