import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  MemberSituation,
  type MemberFilters,
  type MemberList,
} from '../../../../../domain/contract/gestao-members';
import { MEMBERS_MSG, SITUATION_LABEL } from '../../../../../domain/gestao-members-messages';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { membersCsvUrl, useMembersQuery } from '../../members-api';
import { CsvExportButton } from '../csv-export-button';
import { Pager } from '../pager';
import { TableRegion } from '../table-region';
import { SituationBadge } from './situation-badge';
import { CategoryOptions } from './category-options';
import './members.css';

/**
 * The filters and the page live in the address, so that going back to the list finds it as it
 * was. Próxima and Anterior move by keyset (after the page's last member, before its first).
 */
function useMemberFilters() {
  const [params, setParams] = useSearchParams();
  const situation = MemberSituation.safeParse(params.get('situation'));
  const idParam = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const filters: MemberFilters = {
    q: params.get('q') ?? undefined,
    categoryId: idParam('categoryId'),
    situation: situation.success ? situation.data : undefined,
  };
  const page = idParam('page') ?? 1;
  const cursor = page > 1 ? { after: idParam('after'), before: idParam('before') } : {};
  const update = (next: Partial<MemberFilters & { page: number; after: number; before: number }>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
        search.set(key, String(value));
    }
    setParams(search);
  };
  return { filters, page, cursor, update };
}

/** The list counts up to MEMBERS_COUNT_CAP: past it, it says so rather than guess. */
function membersFound({ total, totalCapped }: Pick<MemberList, 'total' | 'totalCapped'>) {
  if (totalCapped) return `Mais de ${total.toLocaleString('pt-BR')} membros`;
  return total === 1 ? '1 membro' : `${total.toLocaleString('pt-BR')} membros`;
}

/** Membros: search by name, CPF or e-mail, filter by category and situation, export the list. */
export default function MembersPage() {
  useDocumentTitle('Membros');
  const { filters, page, cursor, update } = useMemberFilters();
  const [q, setQ] = useState(filters.q ?? '');
  const { data, error, isFetching, refetch } = useMembersQuery({ ...filters, ...cursor, page });

  function search(event: FormEvent) {
    event.preventDefault();
    update({ q: q.trim() || undefined });
  }

  return (
    <section>
      <h1>Membros</h1>
      <form className="gestao-toolbar gestao-card" role="search" onSubmit={search}>
        <div className="field members-search">
          <label htmlFor="members-q">Nome, CPF ou e-mail</label>
          <input
            id="members-q"
            type="search"
            value={q}
            maxLength={200}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary">
          Buscar
        </button>
        <div className="field">
          <label htmlFor="members-category">Categoria</label>
          <select
            id="members-category"
            value={filters.categoryId ?? ''}
            onChange={(e) => update({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Todas</option>
            <CategoryOptions />
          </select>
        </div>
        <div className="field">
          <label htmlFor="members-situation">Situação</label>
          <select
            id="members-situation"
            value={filters.situation ?? ''}
            onChange={(e) => {
              const parsed = MemberSituation.safeParse(e.target.value);
              update({ situation: parsed.success ? parsed.data : undefined });
            }}
          >
            <option value="">Todas</option>
            {MemberSituation.options.map((s) => (
              <option key={s} value={s}>
                {SITUATION_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <CsvExportButton url={membersCsvUrl(filters)} fileName="membros.csv" />
      </form>
      {error && <LoadProblem what="os membros" error={error} onRetry={() => void refetch()} />}
      <div className="gestao-card" aria-busy={isFetching}>
        {data && data.items.length === 0 && <p>{MEMBERS_MSG.noMembers}</p>}
        {data && data.items.length > 0 && (
          <TableRegion label="Membros encontrados">
            <table className="gestao-table">
              <caption className="muted">{membersFound(data)}</caption>
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">CPF</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Categoria</th>
                  <th scope="col">Situação</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((m) => (
                  <tr key={m.id}>
                    <td data-label="Nome">
                      <Link to={`/gestao/membros/${m.id}`}>{m.name}</Link>
                    </td>
                    <td data-label="CPF">{m.cpf}</td>
                    <td data-label="E-mail">{m.email}</td>
                    <td data-label="Categoria">{m.categoryName}</td>
                    <td data-label="Situação">
                      <SituationBadge situation={m.situation} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
        {data && (
          <Pager
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            totalCapped={data.totalCapped}
            hasNext={data.hasNext}
            // One page on or back: by keyset from this page's last or first member.
            onPage={(next) =>
              update(
                next > page
                  ? { page: next, after: data.items.at(-1)?.id }
                  : { page: next, before: data.items[0]?.id },
              )
            }
          />
        )}
        {!data && !error && <p className="muted">Carregando...</p>}
      </div>
    </section>
  );
}
