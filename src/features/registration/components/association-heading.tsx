import { AssociationLogo } from '../../../components/association-logo';
import { useAssociationSignUpQuery } from '../api';

/** Whom the person joins: the association's logo and name at the top of the sign-up. */
export function AssociationHeading({ associationId }: { associationId: number }) {
  const { data } = useAssociationSignUpQuery(associationId);
  const name = data?.associationName;
  if (!name) return null;
  return (
    <div className="registration-association">
      {/* Without a logo, the name beside it stands alone: never a broken image. */}
      <AssociationLogo
        className="registration-association-logo"
        associationId={associationId}
        alt=""
        size={56}
      />
      <p>
        <span className="muted">Você está se cadastrando em</span>
        <strong>{name}</strong>
      </p>
    </div>
  );
}
