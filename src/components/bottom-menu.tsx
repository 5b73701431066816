import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';

// After the screen, not one of its first files: a channel that fails to load leaves the screen as it is.
const MemberLiveChanges = lazy(async () => ({
  default: (await import('./member-live-changes')).MemberLiveChanges,
}));

const ITEMS = [
  { to: '/', label: 'Início', icon: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z' },
  {
    to: '/historico',
    label: 'Histórico',
    icon: 'M12 3a9 9 0 1 0 9 9h-2a7 7 0 1 1-7-7zm-1 4v6l5 3 1-1.7-4-2.3V7z',
  },
  {
    to: '/qrcodeAssociar',
    label: 'QR',
    icon: 'M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h3v3h-3zm3 3h3v3h-3zm-3 3h3v2h-3zm5-6h2v3h-2z',
  },
  {
    to: '/loja',
    label: 'Loja',
    icon: 'M4 7h16l-1.5 12a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2zm4 0a4 4 0 0 1 8 0h-2a2 2 0 0 0-4 0z',
  },
  {
    to: '/perfil',
    label: 'Perfil',
    icon: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5.5V22h18v-2.5C21 16.5 17 14 12 14z',
  },
] as const;

export function BottomMenu() {
  return (
    <nav className="bottom-menu" aria-label="Menu principal">
      <Suspense fallback={null}>
        <MemberLiveChanges />
      </Suspense>
      {ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end className="bottom-menu-item">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={item.icon} fill="currentColor" />
          </svg>
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
