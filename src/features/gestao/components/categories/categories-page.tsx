import { useId, useState } from 'react';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { formatDisplayDate } from '../../../../../domain/dates';
import { errorMessage } from '../../../../lib/api';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useStaffMeQuery } from '../../api';
import { TableRegion } from '../table-region';
import {
  useCategoriesQuery,
  useOfferCategoryMutation,
  useUpdateCategoryMutation,
} from '../../categories-api';
import { draftOf, EMPTY_DRAFT, PricesForm } from './category-form';
import { LatePaymentSection } from './late-payment-form';
import './categories.css';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

export default function CategoriesPage() {
  useDocumentTitle('Categorias e anuidades');
  // Prices are the gestor's; financeiro comes for "Multa e juros" only.
  const isGestor = useStaffMeQuery().data?.role === 'gestor';
  const { data, isLoading, isError } = useCategoriesQuery(undefined, { skip: !isGestor });
  const [update] = useUpdateCategoryMutation();
  const [offer] = useOfferCategoryMutation();
  const [offered, setOffered] = useState('');
  const selectId = useId();

  const refusal = async (call: { unwrap(): Promise<unknown> }) => {
    try {
      await call.unwrap();
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };

  return (
    <>
      <h1>Categorias e anuidades</h1>
      {isGestor && (
        <p className="muted">
          Os valores abaixo são os que aparecem no cadastro e na associação de novos membros e os que a
          anuidade de cada membro cobra. O valor antecipado vale até a data informada (sem data, até o
          vencimento da anuidade).
        </p>
      )}
      {isLoading && <p className="muted">Carregando...</p>}
      {isError && <p role="alert">Não foi possível carregar as categorias.</p>}
      {data && (
        <>
          <section className="gestao-card" aria-labelledby="categories-table">
            <h2 id="categories-table">Categorias oferecidas</h2>
            <TableRegion label="Tabela de categorias oferecidas">
              <table className="gestao-table">
                <thead>
                  <tr>
                    <th scope="col">Categoria</th>
                    <th scope="col" className="amount">
                      Anuidade
                    </th>
                    <th scope="col" className="amount">
                      Antecipado
                    </th>
                    <th scope="col">Antecipado até</th>
                  </tr>
                </thead>
                <tbody>
                  {data.categories.map((c) => (
                    <tr key={c.categoryId}>
                      <th scope="row">{c.name}</th>
                      <td className="amount">{brl(c.annuityCentavos)}</td>
                      <td className="amount">
                        {c.annuityPromoCentavos === null ? '—' : brl(c.annuityPromoCentavos)}
                      </td>
                      <td>{c.annuityPromoUntil ? formatDisplayDate(c.annuityPromoUntil) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          </section>
          {data.categories.map((c) => (
            <section key={c.categoryId} className="gestao-card" aria-labelledby={`category-${c.categoryId}`}>
              <h2 id={`category-${c.categoryId}`}>Editar {c.name}</h2>
              <PricesForm
                label={`Anuidade de ${c.name}`}
                initial={draftOf(c)}
                submitText="Salvar"
                onSave={(body) => refusal(update({ categoryId: c.categoryId, ...body }))}
              />
            </section>
          ))}
          {data.available.length > 0 && (
            <section className="gestao-card" aria-labelledby="categories-offer">
              <h2 id="categories-offer">Oferecer outra categoria</h2>
              <PricesForm
                label="Oferecer categoria"
                initial={EMPTY_DRAFT}
                submitText="Oferecer categoria"
                onSave={(body) =>
                  offered === ''
                    ? Promise.resolve('Escolha a categoria.')
                    : refusal(offer({ categoryId: Number(offered), ...body }))
                }
              >
                <div className="field">
                  <label htmlFor={selectId}>Categoria a oferecer</label>
                  <select id={selectId} value={offered} onChange={(e) => setOffered(e.target.value)}>
                    <option value="">Selecione</option>
                    {data.available.map((a) => (
                      <option key={a.categoryId} value={String(a.categoryId)}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                </div>
              </PricesForm>
            </section>
          )}
        </>
      )}
      <LatePaymentSection />
    </>
  );
}
