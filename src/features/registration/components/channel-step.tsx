import type { CodeChannel, SendOptions } from '../../../../domain/registration-lookups';

interface ChannelStepProps {
  options: SendOptions;
  busy: boolean;
  onChoose: (channel: CodeChannel) => void;
}

const CHANNELS: readonly { channel: CodeChannel; label: string }[] = [
  { channel: 'email', label: 'Receber por e-mail' },
  { channel: 'mobile', label: 'Receber por SMS' },
];

/** A person the association already knows proves it is them with a code sent to a contact on file. */
export function ChannelStep({ options, busy, onChoose }: ChannelStepProps) {
  const offered = CHANNELS.filter(({ channel }) => options[channel]);
  return (
    <section className="card form" aria-labelledby="channel-title">
      <h2 id="channel-title">Confirme sua identidade</h2>
      <p>
        A associação já tem seus dados. Para continuar o cadastro, escolha onde receber um código de
        confirmação.
      </p>
      {offered.length === 0 && (
        <p className="muted">
          Não há e-mail nem celular cadastrados para o envio do código. Entre em contato com a sua associação.
        </p>
      )}
      {offered.map(({ channel, label }) => (
        <button
          key={channel}
          type="button"
          className="button registration-channel"
          disabled={busy}
          onClick={() => onChoose(channel)}
        >
          <span>{label}</span>
          <span className="registration-channel-target">{options[channel]}</span>
        </button>
      ))}
    </section>
  );
}
