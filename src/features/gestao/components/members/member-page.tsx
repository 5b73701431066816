import { Link, useParams } from 'react-router-dom';
import type { MemberDetail } from '../../../../../domain/contract/gestao-members';
import { formatDisplayDate } from '../../../../../domain/dates';
import { ITEM_STATUS_LABEL, PAYMENT_STATUS_LABEL } from '../../../../../domain/gestao-members-messages';
import { ACCESS_LOG_TEXT } from '../../../../../domain/privacy-messages';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { recordedMethodLabel } from '../../../../../domain/recorded-methods';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useStaffMeQuery } from '../../api';
import { useMemberQuery } from '../../members-api';
import { TableRegion } from '../table-region';
import { MemberAccesses } from './member-accesses';
import { MemberWhatsapp } from './member-whatsapp';
import { CategoryForm } from './category-form';
import { SituationBadge } from './situation-badge';
import './members.css';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

function Items({ member }: { member: MemberDetail }) {
  if (member.items.length === 0) return <p className="muted">Nenhum item nesta associação.</p>;
  return (
    <TableRegion label="Itens">
      <table className="gestao-table">
        <thead>
          <tr>
            <th scope="col">Descrição</th>
            <th scope="col">Vencimento</th>
            <th scope="col" className="amount">
              Valor
            </th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {member.items.map((item) => (
            <tr key={item.id}>
              <td data-label="Descrição">{item.description}</td>
              <td data-label="Vencimento">{formatDisplayDate(item.dueDate)}</td>
              <td className="amount" data-label="Valor">
                {brl(item.currentCentavos)}
                {item.currentCentavos !== item.amountCentavos && (
                  <div className="muted">original {brl(item.amountCentavos)}</div>
                )}
              </td>
              <td data-label="Situação">{ITEM_STATUS_LABEL[item.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** Histórico de categorias: each category from its first day to its last (the current one open). */
function CategoryHistory({ member }: { member: MemberDetail }) {
  return (
    <TableRegion label="Histórico de categorias">
      <table className="gestao-table">
        <thead>
          <tr>
            <th scope="col">Categoria</th>
            <th scope="col">De</th>
            <th scope="col">Até</th>
          </tr>
        </thead>
        <tbody>
          {member.categories.map((period) => (
            <tr key={period.from}>
              <td data-label="Categoria">
                {period.categoryName}
                {period.scheduled && <span className="category-scheduled"> (agendada)</span>}
              </td>
              <td data-label="De">{formatDisplayDate(period.from)}</td>
              <td data-label="Até">{period.to ? formatDisplayDate(period.to) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function Payments({ member }: { member: MemberDetail }) {
  if (member.payments.length === 0) return <p className="muted">Nenhum pagamento.</p>;
  return (
    <TableRegion label="Pagamentos">
      <table className="gestao-table">
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Item</th>
            <th scope="col">Forma</th>
            <th scope="col">Situação</th>
            <th scope="col" className="amount">
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {member.payments.map((p) => (
            <tr key={p.id}>
              <td data-label="Data">{formatDisplayDate(new Date(p.at))}</td>
              <td data-label="Item">{p.description}</td>
              <td data-label="Forma">{recordedMethodLabel(p.method)}</td>
              <td data-label="Situação">
                {p.refunded ? 'Estornado' : (PAYMENT_STATUS_LABEL[p.status] ?? p.status)}
              </td>
              <td className="amount" data-label="Valor">
                {brl(p.amountCentavos)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** A member's page: their data, membership, items and payments at this association. */
export default function MemberPage() {
  const memberId = Number(useParams().memberId);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const { data: member, error, isLoading, refetch } = useMemberQuery(memberId, { skip: !valid });
  const me = useStaffMeQuery();
  useDocumentTitle(member ? member.name : 'Membro');

  return (
    <section>
      <p>
        <Link className="gestao-back-link" to="/gestao/membros">
          ← Membros
        </Link>
      </p>
      {isLoading && <p className="muted">Carregando...</p>}
      {!valid && (
        <p role="alert" className="field-error">
          Recurso não encontrado.
        </p>
      )}
      {valid && error && <LoadProblem what="o membro" error={error} onRetry={() => void refetch()} />}
      {member && (
        <>
          <h1>{member.name}</h1>
          <div className="gestao-card">
            <h2>Dados</h2>
            <dl className="member-data">
              <div>
                <dt>CPF</dt>
                <dd>{member.cpf}</dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>{member.email ?? '—'}</dd>
              </div>
              <div>
                <dt>Celular</dt>
                <dd>{member.mobile ?? '—'}</dd>
              </div>
              <div>
                <dt>CRM/UF</dt>
                <dd>{member.crm ? `${member.crm}/${member.crmUf ?? ''}` : '—'}</dd>
              </div>
            </dl>
          </div>
          <div className="gestao-card">
            <h2>Associação</h2>
            <dl className="member-data">
              <div>
                <dt>Categoria</dt>
                <dd>{member.categoryName}</dd>
              </div>
              <div>
                <dt>Membro desde</dt>
                <dd>{formatDisplayDate(member.since)}</dd>
              </div>
              <div>
                <dt>Situação</dt>
                <dd>
                  <SituationBadge situation={member.situation} />
                </dd>
              </div>
            </dl>
            {me.data?.role === 'gestor' && <CategoryForm member={member} />}
          </div>
          <div className="gestao-card">
            <h2>Histórico de categorias</h2>
            <CategoryHistory member={member} />
          </div>
          <div className="gestao-card">
            <h2>Itens</h2>
            <Items member={member} />
          </div>
          <div className="gestao-card">
            <h2>Pagamentos</h2>
            <Payments member={member} />
          </div>
          <div className="gestao-card">
            <h2>WhatsApp</h2>
            <MemberWhatsapp whatsapp={member.whatsapp} />
          </div>
          {me.data?.role === 'gestor' && (
            <div className="gestao-card">
              <h2>{ACCESS_LOG_TEXT.staffHeading}</h2>
              <MemberAccesses memberId={member.id} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
