import { IssuerLogo } from '../../../components/issuer-logo';
import { useIssuerSignUpQuery } from '../api';

/** Whom the person joins: the issuer's logo and name at the top of the sign-up. */
export function IssuerHeading({ issuerId }: { issuerId: number }) {
  const { data } = useIssuerSignUpQuery(issuerId);
  const name = data?.issuerName;
  if (!name) return null;
  return (
    <div className="registration-issuer">
      {/* Without a logo, the name beside it stands alone: never a broken image. */}
      <IssuerLogo className="registration-issuer-logo" issuerId={issuerId} alt="" size={56} />
      <p>
        <span className="muted">Você está se cadastrando em</span>
        <strong>{name}</strong>
      </p>
    </div>
  );
}
