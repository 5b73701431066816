import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { useLogout } from '../../../lib/use-logout';
import { useMemberAssociationsQuery, usePendingTotalQuery } from '../../../lib/member-data-api';
import { linkCount } from '../link-count';

function Chevron() {
  return (
    <svg className="profile-menu-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" fill="currentColor" />
    </svg>
  );
}

function MenuLink({ to, label, detail }: { to: string; label: string; detail?: ReactNode }) {
  return (
    <li>
      <Link to={to} className="profile-menu-item">
        <span className="profile-menu-label">{label}</span>
        {detail !== undefined && <span className="profile-menu-detail">{detail}</span>}
        <Chevron />
      </Link>
    </li>
  );
}

/** SPEC §2 Profile: the way to every part of the member's data, the balance and Sair. */
export function ProfileMenu() {
  const { data: total } = usePendingTotalQuery();
  const { data: associations } = useMemberAssociationsQuery();
  const logout = useLogout();
  return (
    <nav aria-label="Opções do perfil">
      <ul className="card profile-menu">
        <MenuLink to="/dadosPessoais" label="Dados pessoais" />
        <MenuLink to="/dadosProfissionais" label="Dados profissionais" />
        <MenuLink to="/alterarDadosFormacao" label="Formação" />
        <MenuLink to="/dadosEspecialidades" label="Especialidades" />
        <MenuLink to="/qrcodeAssociar" label="Associar por QR Code" />
      </ul>
      <ul className="card profile-menu">
        <MenuLink
          to="/historico"
          label="Saldo pendente"
          detail={total === undefined ? '—' : formatBRL(fromCentavos(total))}
        />
        <MenuLink
          to="/minhasAssociacoes"
          label="Minhas associações"
          detail={associations ? linkCount(associations.length) : '—'}
        />
        <MenuLink to="/gerenciarPagamentos" label="Gerenciar pagamentos" />
        <MenuLink to="/debitoAutomatico" label="Débito automático" />
        <MenuLink to="/gerenciarPagamentos#cartoes" label="Cartões de crédito" />
        <MenuLink to="/documentos" label="Documentos" />
        <MenuLink to="/documentos/carteirinha" label="Carteirinha digital" />
        <MenuLink to="/documentos/pontos" label="Pontos de atualização" />
        <MenuLink to="/lembretes" label="Lembretes" />
        <MenuLink to="/meusDados" label="Meus dados e privacidade" />
      </ul>
      <button type="button" className="button profile-logout" onClick={() => void logout()}>
        Sair
      </button>
    </nav>
  );
}
