import { useId, useState } from 'react';
import type { WhatsappConsent } from '../../../../domain/contract/reminders';
import { formatConsentTime, formatWhatsapp, WHATSAPP_TEXTS } from '../../../../domain/whatsapp-consent';
import { settleOutcome } from '../../../lib/api-result';
import {
  useOptInWhatsappMutation,
  useOptOutWhatsappMutation,
  useWhatsappConsentQuery,
} from '../reminders-api';

/** The number as the member reads it: "11 98765-4321" from "5511987654321". */
const localOf = (e164: string | null) => (e164 ? formatWhatsapp(e164).replace('+55 ', '') : '');

function ConsentShown({ consent }: { consent: WhatsappConsent }) {
  return (
    <div className="whatsapp-consent" role="status">
      <p>
        Enviamos para <strong>{consent.phone ? formatWhatsapp(consent.phone) : ''}</strong>.{' '}
        {consent.grantedAt && WHATSAPP_TEXTS.consentGiven(formatConsentTime(consent.grantedAt))}
      </p>
      <blockquote>{consent.consentText}</blockquote>
    </div>
  );
}

/** Perfil › Lembretes › Notificações: WhatsApp on records the consent (the text shown here); off is one tap. */
export function WhatsappOptIn() {
  const { data } = useWhatsappConsentQuery();
  const [optIn, optingIn] = useOptInWhatsappMutation();
  const [optOut, optingOut] = useOptOutWhatsappMutation();
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const phoneId = useId();
  if (!data) return null;
  const busy = optingIn.isLoading || optingOut.isLoading;
  const typed = phone ?? localOf(data.phone);

  async function toggle(on: boolean) {
    setError(null);
    const answer = on ? await settleOutcome(optIn({ phone: typed })) : await settleOutcome(optOut());
    if (!answer.ok) setError(answer.message);
  }

  return (
    <section className="card form reminders" aria-labelledby="notificacoes-whatsapp">
      <h2 id="notificacoes-whatsapp">{WHATSAPP_TEXTS.title}</h2>
      {!data.on && (
        <div className="field">
          <label htmlFor={phoneId}>{WHATSAPP_TEXTS.number}</label>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={typed}
            aria-describedby={`${phoneId}-hint`}
            onChange={(e) => setPhone(e.target.value)}
          />
          <small id={`${phoneId}-hint`} className="muted">
            {WHATSAPP_TEXTS.numberHint}
          </small>
          <p className="muted">{data.consentText}</p>
        </div>
      )}
      <label className="profile-checkbox">
        <input
          type="checkbox"
          checked={data.on}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
        />
        {WHATSAPP_TEXTS.toggle}
      </label>
      {data.on ? <ConsentShown consent={data} /> : <p className="muted">{WHATSAPP_TEXTS.off}</p>}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
