export function CheckoutHeader({ onBack }: { onBack: () => void }) {
  return (
    <header className="screen-header">
      <button type="button" className="icon-button" onClick={onBack} aria-label="Voltar à tela anterior">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
        </svg>
      </button>
      <h1>Forma de Pagamento</h1>
    </header>
  );
}
