import { Modal } from '../modal';
import './install-prompt.css';

/** The iOS share symbol (a box with an arrow up), as Safari draws it on its toolbar. */
function ShareSymbol() {
  return (
    <svg
      className="install-share-symbol"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 15V3M8 7l4-4 4 4M7 10H5v11h14V10h-2" />
    </svg>
  );
}

/** iOS Safari installs only through its Share menu: the modal says how, step by step. */
export function IosInstallSteps({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Instalar o Quita" onClose={onClose}>
      <p>
        Instale o Quita na tela de início do seu iPhone para acessar suas anuidades e pagamentos mais rápido:
      </p>
      <ol className="install-steps">
        <li>
          Toque em Compartilhar <ShareSymbol /> na barra do Safari;
        </li>
        <li>escolha “Adicionar à Tela de Início”;</li>
        <li>toque em Adicionar.</li>
      </ol>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Entendi
        </button>
      </div>
    </Modal>
  );
}
