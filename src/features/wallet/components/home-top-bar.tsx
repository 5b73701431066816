import type { SessionUser } from '../../../../domain/contract/auth';
import { SPECIAL_LOGO_ISSUERS } from '../../../../domain/constants';
import { shortName } from '../../../lib/short-name';

const hasSpecialLogo = (issuerId: number) => (SPECIAL_LOGO_ISSUERS as readonly number[]).includes(issuerId);

/** SPEC §2 Home: photo (or initial), short name, first association and the issuer's logo. */
export function HomeTopBar({ user }: { user: SessionUser }) {
  const name = shortName(user.nome, user.nomeApresentacao);
  const association = user.associacoes[0];
  return (
    <header className="top-bar">
      {user.foto ? (
        <img className="avatar" src={user.foto} alt="" width={48} height={48} />
      ) : (
        <span className="avatar avatar-initials" aria-hidden="true">
          {name.replace(/^(Dra?\.)\s*/, '').charAt(0)}
        </span>
      )}
      <div className="top-bar-text">
        <p className="top-bar-name">{name}</p>
        {association && (
          <p className="top-bar-association">
            {association.CATEGORIA} · {association.DESCRICAO}
          </p>
        )}
      </div>
      {association && hasSpecialLogo(association.ID_EMITENTE_ML) && (
        <img
          className="issuer-logo"
          src={`/api/auth/logomarcaCliente/${association.ID_EMITENTE_ML}`}
          alt={association.DESCRICAO}
          width={40}
          height={40}
        />
      )}
    </header>
  );
}
