import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Outcome } from '../../../../domain/outcome';
import '../profile.css';
import { useReportOutcome } from '../use-report-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

interface ProfileListPageProps<T extends { id: number }> {
  title: string;
  /** A heading above the list, when the page's title does not say what it lists. */
  heading?: string;
  items: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  emptyText: string;
  /** The edit form's path: `${editPath}/${id}` edits an entry, `editPath` adds one. */
  editPath: string;
  addLabel: string;
  nameOf: (item: T) => string;
  /** An entry's card above its Editar/Excluir buttons. */
  renderItem: (item: T) => ReactNode;
  deleteTitle: string;
  deleteMessage: (item: T) => string;
  remove: (item: T) => Promise<Outcome<string>>;
  deleting: boolean;
}

/** A profile list (addresses, specialties): each entry with Editar and Excluir, then Adicionar. */
export function ProfileListPage<T extends { id: number }>(props: ProfileListPageProps<T>) {
  const { items, nameOf } = props;
  const [toDelete, setToDelete] = useState<T | null>(null);
  const report = useReportOutcome();

  const confirmDelete = async (item: T) => {
    const outcome = await props.remove(item);
    setToDelete(null);
    await report(outcome);
  };

  return (
    <div className="page profile-screen">
      <ProfileHeader title={props.title} back="/perfil" />
      <main>
        {props.heading && <h2>{props.heading}</h2>}
        {items ? (
          items.length === 0 ? (
            <p className="muted">{props.emptyText}</p>
          ) : (
            <ul className="profile-list">
              {items.map((item) => (
                <li key={item.id} className="card profile-item">
                  {props.renderItem(item)}
                  <div className="profile-item-actions">
                    <Link
                      to={`${props.editPath}/${item.id}`}
                      className="button button-small"
                      aria-label={`Editar ${nameOf(item)}`}
                    >
                      Editar
                    </Link>
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={`Excluir ${nameOf(item)}`}
                      onClick={() => setToDelete(item)}
                    >
                      Excluir
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        ) : (
          <QueryStatus isLoading={props.isLoading} error={props.error} />
        )}
        <Link to={props.editPath} className="button button-primary profile-block-link">
          {props.addLabel}
        </Link>
      </main>
      {toDelete && (
        <ConfirmDialog
          title={props.deleteTitle}
          message={props.deleteMessage(toDelete)}
          confirmLabel="Excluir"
          busy={props.deleting}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
