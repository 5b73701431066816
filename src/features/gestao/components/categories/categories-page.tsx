import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { typedOfDueDay } from '../../../../../domain/annuity-dates';
import { formatDisplayDate } from '../../../../../domain/dates';
import type { AssociationCategory } from '../../../../../domain/contract/gestao-category-catalog';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useStaffMeQuery } from '../../api';
import { TableRegion } from '../table-region';
import { useAssociationCategoriesQuery } from '../../categories-api';
import { CategoryCard } from './category-card';
import { LatePaymentSection } from './late-payment-form';
import { NewCategoryForm } from './new-category-form';
import './categories.css';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

/** "Após 2 anos, passa para Titular", or a dash. */
function promotionText(c: AssociationCategory, all: readonly AssociationCategory[]) {
  if (!c.promotion) return '—';
  const { afterYears, toCategoryId } = c.promotion;
  const to = all.find((t) => t.categoryId === toCategoryId)?.name ?? '';
  return `Após ${afterYears} ${afterYears === 1 ? 'ano' : 'anos'}, passa para ${to}`;
}

function CategoriesTable({ categories }: { categories: readonly AssociationCategory[] }) {
  return (
    <section className="gestao-card" aria-labelledby="categories-table">
      <h2 id="categories-table">Categorias da associação</h2>
      {categories.length === 0 && (
        <p className="muted">Nenhuma categoria ainda. Crie a primeira em “Nova categoria”.</p>
      )}
      <TableRegion label="Tabela de categorias da associação">
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
              <th scope="col">Vencimento</th>
              <th scope="col" className="amount">
                Membros
              </th>
              <th scope="col">Mudança automática</th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.categoryId}>
                <th scope="row">{c.name}</th>
                <td className="amount" data-label="Anuidade">
                  {brl(c.annuityCentavos)}
                </td>
                <td className="amount" data-label="Antecipado">
                  {c.annuityPromoCentavos === null ? '—' : brl(c.annuityPromoCentavos)}
                </td>
                <td data-label="Antecipado até">
                  {c.annuityPromoUntil ? formatDisplayDate(c.annuityPromoUntil) : '—'}
                </td>
                <td data-label="Vencimento">{typedOfDueDay(c.annuityDates.dueDay)}</td>
                <td className="amount" data-label="Membros">
                  {c.memberCount}
                </td>
                <td data-label="Mudança automática">{promotionText(c, categories)}</td>
                <td data-label="Situação">{c.retiredAt === null ? 'Ativa' : 'Aposentada'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}

export default function CategoriesPage() {
  useDocumentTitle('Categorias e anuidades');
  // Categories are the gestor's; financeiro comes for "Multa e juros" only.
  const isGestor = useStaffMeQuery().data?.role === 'gestor';
  const { data, isLoading, isError, error, refetch } = useAssociationCategoriesQuery(undefined, {
    skip: !isGestor,
  });

  return (
    <>
      <h1>Categorias e anuidades</h1>
      {isGestor && (
        <p className="muted">
          Os valores abaixo são os que aparecem no cadastro e na associação de novos membros e os que a
          anuidade de cada membro cobra. A anuidade vence no dia e mês de cada categoria; o preço antecipado
          vale até o dia e mês informados, no ano da anuidade (sem data, até o vencimento). Quem entra a
          partir do mês escolhido paga a anuidade do ano seguinte. Uma categoria aposentada não recebe novos
          membros; quem já a tem continua nela.
        </p>
      )}
      {isLoading && <p className="muted">Carregando...</p>}
      {isError && <LoadProblem what="as categorias" error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <CategoriesTable categories={data.categories} />
          <NewCategoryForm />
          {data.categories.map((c) => (
            <CategoryCard key={c.categoryId} category={c} all={data.categories} />
          ))}
        </>
      )}
      <LatePaymentSection />
    </>
  );
}
