import { formatDigitableLine } from '../../../domain/boleto-line';

interface BoletoPanelProps {
  line: string;
  /** The transaction's public handle: the slip is at /api/access/acessarBoleto/{hash}. */
  hash: string;
  onBack: () => void;
}

export function BoletoPanel({ line, hash, onBack }: BoletoPanelProps) {
  return (
    <section className="card boleto-panel" aria-label="Boleto">
      <div className="field">
        <label htmlFor="linha-digitavel">Linha digitável</label>
        <textarea id="linha-digitavel" readOnly rows={2} value={formatDigitableLine(line)} />
      </div>
      <button
        type="button"
        className="button button-primary"
        onClick={() =>
          window.open(`/api/access/acessarBoleto/${encodeURIComponent(hash)}`, '_blank', 'noopener')
        }
      >
        Acessar Boleto
      </button>
      <button type="button" className="button" onClick={onBack}>
        Voltar
      </button>
    </section>
  );
}
