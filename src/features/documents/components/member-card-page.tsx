import { AssociationLogo } from '../../../components/association-logo';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import type { MemberCard } from '../../../../domain/contract/documents';
import { formatDisplayDate } from '../../../../domain/dates';
import { DOCUMENTS_TEXT } from '../document-texts';
import { BackHeader } from '../../../components/back-header';
import { selectToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMemberCardsQuery } from '../api';
import { memberIdOfToken, readCards, saveCards } from '../card-cache';
import '../documents.css';
import { useAppSelector } from '../../../lib/store-hooks';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toUpperCase();

function CardQr({ url, code }: { url: string; code: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 1, width: 440, errorCorrectionLevel: 'M' }).then((data) => {
      if (live) setImage(data);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return image ? (
    <img
      className="member-card-qr"
      src={image}
      alt={`QR code de verificação ${code}`}
      width={220}
      height={220}
    />
  ) : null;
}

function CardView({ card }: { card: MemberCard }) {
  const verifyUrl = `${window.location.origin}${card.verifyPath}`;
  return (
    <article className="card member-card" aria-label={`Carteirinha ${card.associationName}`}>
      <div className="member-card-head">
        {card.photo ? (
          <img className="member-card-photo" src={card.photo} alt={`Foto de ${card.memberName}`} />
        ) : (
          <span className="member-card-photo" aria-hidden="true">
            {initialsOf(card.memberName)}
          </span>
        )}
        <div>
          <p className="member-card-name">{card.memberName}</p>
          <p className="muted">{card.associationName}</p>
        </div>
        {/* Its name is printed beside: without a logo, nothing takes its place. */}
        <AssociationLogo className="member-card-logo" associationId={card.associationId} alt="" size={48} />
      </div>
      <dl className="verify-facts">
        <dt>Categoria</dt>
        <dd>{card.category}</dd>
        <dt>Membro desde</dt>
        <dd>{formatDisplayDate(card.memberSince)}</dd>
        <dt>Válida até</dt>
        <dd>{card.validUntil ? formatDisplayDate(card.validUntil) : DOCUMENTS_TEXT.noPaidAnnuity}</dd>
      </dl>
      <span className={`member-card-situation member-card-situation-${card.situation}`}>
        {card.situationLabel}
      </span>
      <CardQr url={verifyUrl} code={card.code} />
      <p className="muted">
        Código: <span className="documents-code">{card.code}</span>. Quem ler o QR vê a sua situação no
        momento da leitura.
      </p>
    </article>
  );
}

/**
 * /carteirinha: one card per active association. The last answer is kept on the device so the
 * card opens without a connection (the service worker has the page, the device has the data).
 */
export function MemberCardPage() {
  useDocumentTitle(DOCUMENTS_TEXT.cardTitle);
  const { data, isError, isLoading } = useMemberCardsQuery();
  const token = useAppSelector(selectToken);
  const saved = useMemo(() => (data ? null : readCards(memberIdOfToken(token))), [data, token]);

  useEffect(() => {
    if (data) saveCards(data);
  }, [data]);

  const shown = data ?? (isError ? saved : null);
  return (
    <div className="page">
      <BackHeader title={DOCUMENTS_TEXT.cardTitle} fallback="/perfil" />
      <main>
        {!data && isError && saved && (
          <p className="member-card-offline" role="status">
            {DOCUMENTS_TEXT.cardOffline} Situação de {new Date(saved.checkedAt).toLocaleString('pt-BR')}.
          </p>
        )}
        {!data && isError && !saved && (
          <p className="member-card-offline" role="alert">
            {DOCUMENTS_TEXT.cardNeverSeen}
          </p>
        )}
        {isLoading && <p className="muted">Carregando...</p>}
        {shown?.cards.length === 0 && (
          <p className="card muted">Você ainda não tem associação ativa: não há carteirinha.</p>
        )}
        {shown?.cards.map((card) => (
          <CardView key={card.associationId} card={card} />
        ))}
      </main>
    </div>
  );
}
