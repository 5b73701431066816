import { AssociationLogo } from '../../../components/association-logo';
import { shortName } from '../../../lib/short-name';
import type { HomeMember } from '../wallet-types';

/** SPEC §2 Home: photo (or initial), short name, first association and the association's logo. */
export function HomeTopBar({ user }: { user: HomeMember }) {
  const name = shortName(user.name, user.displayName);
  const { association } = user;
  return (
    <header className="top-bar">
      {user.photo ? (
        <img className="avatar" src={user.photo} alt="" width={48} height={48} />
      ) : (
        <span className="avatar avatar-initials" aria-hidden="true">
          {name.replace(/^(Dra?\.)\s*/, '').charAt(0)}
        </span>
      )}
      <div className="top-bar-text">
        <p className="top-bar-name">{name}</p>
        {association && (
          <p className="top-bar-association">
            {association.category} · {association.associationName}
          </p>
        )}
      </div>
      {association && (
        <AssociationLogo
          className="top-bar-logo"
          associationId={association.associationId}
          alt={association.associationName}
          size={40}
        />
      )}
    </header>
  );
}
