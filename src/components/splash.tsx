/** The loading splash (SPEC §2 App shell), also shown while a screen loads its data. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-label="Carregando...">
      <span className="splash-logo">Quita</span>
    </div>
  );
}
