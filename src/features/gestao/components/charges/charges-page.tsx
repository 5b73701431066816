import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ChargeBatches } from './charge-batches';
import { NewChargeForm } from './new-charge-form';
import { OpenItems } from './open-items';
import './charges.css';

/** Cobranças: new charges, the association's items (cancel, baixa manual) and the charges created. */
export default function ChargesPage() {
  useDocumentTitle('Cobranças');
  return (
    <>
      <h1>Cobranças</h1>
      <section className="gestao-card" aria-labelledby="nova-cobranca">
        <h2 id="nova-cobranca">Nova cobrança</h2>
        <NewChargeForm />
      </section>
      <section className="gestao-card" aria-labelledby="itens-cobranca">
        <h2 id="itens-cobranca">Itens</h2>
        <OpenItems />
      </section>
      <section className="gestao-card" aria-labelledby="cobrancas-criadas">
        <h2 id="cobrancas-criadas">Cobranças criadas</h2>
        <ChargeBatches />
      </section>
    </>
  );
}
