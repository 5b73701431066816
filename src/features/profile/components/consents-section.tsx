import { useState } from 'react';
import type { Consent } from '../../../../domain/contract/privacy-log';
import { formatAuditTime } from '../../../../domain/gestao-audit';
import { CONSENT_KIND_LABEL, CONSENT_TEXT } from '../../../../domain/privacy-messages';
import { formatWhatsapp } from '../../../../domain/whatsapp-consent';
import { settleOutcome } from '../../../lib/api-result';
import { useMyConsentsQuery } from '../privacy-api';
import { useOptOutWhatsappMutation } from '../reminders-api';
import { QueryStatus } from './query-status';

/** Revoking the WhatsApp consent is the opt-out of Perfil › Lembretes, from here. */
function RevokeWhatsapp({ onRevoked }: { onRevoked: () => void }) {
  const [optOut, optingOut] = useOptOutWhatsappMutation();
  const [error, setError] = useState<string | null>(null);
  async function revoke() {
    setError(null);
    const answer = await settleOutcome(optOut());
    if (answer.ok) onRevoked();
    else setError(answer.message);
  }
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={optingOut.isLoading}
        onClick={() => void revoke()}
      >
        {optingOut.isLoading ? CONSENT_TEXT.revoking : CONSENT_TEXT.revoke}
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

function ConsentItem({ consent, onRevoked }: { consent: Consent; onRevoked: () => void }) {
  const title = CONSENT_KIND_LABEL[consent.kind];
  return (
    <li>
      <strong>{title}</strong>
      {consent.phone && <span>{formatWhatsapp(consent.phone)}</span>}
      <span className="muted">
        {consent.version && `${CONSENT_TEXT.version(consent.version)} · `}
        {CONSENT_TEXT.given(formatAuditTime(consent.givenAt))}
        {consent.revokedAt && ` · ${CONSENT_TEXT.revoked(formatAuditTime(consent.revokedAt))}`}
      </span>
      <details>
        <summary>{CONSENT_TEXT.showText}</summary>
        <blockquote className="privacy-consent-text">{consent.text}</blockquote>
      </details>
      {consent.kind === 'termos' && !consent.revokedAt && (
        <p className="muted">{CONSENT_TEXT.termsNotRevocable}</p>
      )}
      {consent.revocable && consent.kind === 'whatsapp' && <RevokeWhatsapp onRevoked={onRevoked} />}
    </li>
  );
}

/** Meus dados › "Consentimentos": each consent given, with its date and words; revocable where allowed. */
export function ConsentsSection() {
  const { data, isLoading, error, refetch } = useMyConsentsQuery();
  const [revokedNow, setRevokedNow] = useState(false);
  return (
    <section className="card form privacy-section" aria-labelledby="privacy-consents">
      <h2 id="privacy-consents">{CONSENT_TEXT.heading}</h2>
      <p>{CONSENT_TEXT.intro}</p>
      <QueryStatus isLoading={isLoading} error={error} what="seus consentimentos" onRetry={refetch} />
      {data && data.consents.length === 0 && <p className="muted">{CONSENT_TEXT.none}</p>}
      {data && data.consents.length > 0 && (
        <ul className="privacy-records">
          {data.consents.map((consent) => (
            <ConsentItem
              key={`${consent.kind}-${consent.givenAt}`}
              consent={consent}
              onRevoked={() => setRevokedNow(true)}
            />
          ))}
        </ul>
      )}
      {revokedNow && <p role="status">{CONSENT_TEXT.revokedNow}</p>}
    </section>
  );
}
