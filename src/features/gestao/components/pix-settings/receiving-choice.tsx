import { useState } from 'react';
import type { ReceivingGateway, ReceivingView } from '../../../../../domain/contract/gestao-receiving';
import { settle } from '../../../../lib/api-result';
import { useChooseReceivingMutation } from '../../receiving-api';
import { FormMessage, type FormNote } from '../form-message';

const RECEIVING_LABELS: Record<ReceivingGateway, string> = {
  sandbox: 'Sandbox',
  'pix-api': 'API Pix do banco',
  asaas: 'Asaas',
};

const HINTS: Record<ReceivingGateway, string> = {
  sandbox: 'Pagamentos simulados, para testes: nenhum dinheiro é movimentado.',
  'pix-api': 'Cobranças PIX na conta da associação no banco, com as credenciais da API Pix.',
  asaas: 'PIX, boleto e cartão na conta da associação no Asaas.',
};

/** What receives now: the gestor's choice, else the API Pix credentials when saved; null: the install's. */
export const inUseOf = (view: ReceivingView): ReceivingGateway | null =>
  view.chosen ?? (view.hasPixSettings ? 'pix-api' : null);

/** Whether the option can be chosen as it is, without saving settings first. */
const ready = (view: ReceivingView, gateway: ReceivingGateway) =>
  gateway === 'sandbox' ? view.sandboxAvailable : gateway === 'pix-api' ? view.hasPixSettings : !!view.asaas;

interface Props {
  view: ReceivingView;
  selected: ReceivingGateway;
  onSelect: (gateway: ReceivingGateway) => void;
}

/** "Como a associação recebe": the options, which one is in use, and switching to a ready one. */
export function ReceivingChoice({ view, selected, onSelect }: Props) {
  const [choose, choosing] = useChooseReceivingMutation();
  const [notice, setNotice] = useState<FormNote | null>(null);
  const inUse = inUseOf(view);
  const options = (Object.keys(RECEIVING_LABELS) as ReceivingGateway[]).filter(
    (gateway) => gateway !== 'sandbox' || view.sandboxAvailable,
  );

  async function switchToSelected() {
    const answer = await settle(choose({ gateway: selected }));
    setNotice(
      'ok' in answer
        ? { error: true, text: answer.message }
        : { error: false, text: `A associação passa a receber por: ${RECEIVING_LABELS[answer.chosen]}.` },
    );
  }

  return (
    <section className="gestao-card receiving-choice" aria-labelledby="receiving-choice">
      <h2 id="receiving-choice">Como a associação recebe</h2>
      <p>
        Em uso: <strong>{inUse ? RECEIVING_LABELS[inUse] : 'a configuração padrão do Quita'}</strong>
      </p>
      <fieldset className="receiving-options">
        <legend>Forma de recebimento</legend>
        {options.map((gateway) => (
          <label key={gateway} className="receiving-option">
            <input
              type="radio"
              name="receiving"
              value={gateway}
              checked={selected === gateway}
              onChange={() => {
                setNotice(null);
                onSelect(gateway);
              }}
            />
            <span>
              <strong>{RECEIVING_LABELS[gateway]}</strong>
              <small className="muted">{HINTS[gateway]}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {selected !== inUse && ready(view, selected) && (
        <button
          type="button"
          className="button button-primary"
          disabled={choosing.isLoading}
          onClick={() => void switchToSelected()}
        >
          Receber por: {RECEIVING_LABELS[selected]}
        </button>
      )}
      <FormMessage note={notice} />
    </section>
  );
}
