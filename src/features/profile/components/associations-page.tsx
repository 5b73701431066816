import { MEMBERSHIP_STATUS_LABEL } from '../../../../domain/profile-messages';
import { AssociationLogo } from '../../../components/association-logo';
import { useMemberAssociationsQuery, type MemberAssociation } from '../../../lib/member-data-api';
import '../profile.css';
import { PROFILE_TEXT } from '../profile-texts';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

const STATUS_BADGE: Readonly<Record<string, string>> = {
  A: 'profile-badge-active',
  P: 'profile-badge-waiting',
};

function AssociationItem({ association }: { association: MemberAssociation }) {
  const status = association.status;
  return (
    <li className="card profile-item profile-association">
      {/* The association's name is right beside it: the logo adds nothing to read. */}
      <AssociationLogo
        className="profile-association-logo"
        associationId={association.associationId}
        alt=""
        size={48}
        fallback={
          <span className="profile-association-logo profile-association-initial" aria-hidden="true">
            {association.associationName.charAt(0)}
          </span>
        }
      />
      <div className="profile-association-text">
        <h2 className="profile-item-title">{association.associationName}</h2>
        <p className="profile-item-text">{association.category}</p>
        {status && (
          <span className={`profile-badge ${STATUS_BADGE[status] ?? ''}`}>
            {MEMBERSHIP_STATUS_LABEL[status] ?? status}
          </span>
        )}
        {status === 'N' && association.refusalReason && (
          <p className="profile-item-text">Motivo: {association.refusalReason}</p>
        )}
      </div>
    </li>
  );
}

/** /minhasAssociacoes: every association of the member with its category and status. */
export function AssociationsPage() {
  const { data: associations, isLoading, error } = useMemberAssociationsQuery();
  return (
    <div className="page profile-screen">
      <ProfileHeader title="Minhas associações" back="/perfil" />
      <main>
        {associations ? (
          associations.length === 0 ? (
            <p className="muted">{PROFILE_TEXT.noAssociations}</p>
          ) : (
            <ul className="profile-list">
              {associations.map((association) => (
                <AssociationItem key={association.associationId} association={association} />
              ))}
            </ul>
          )
        ) : (
          <QueryStatus isLoading={isLoading} error={error} />
        )}
      </main>
    </div>
  );
}
