import { useState } from 'react';
import { Link } from 'react-router-dom';
import { settle } from '../../../lib/api-result';
import { useProfileAddressesQuery, useProfileDeleteAddressMutation, type Address } from '../addresses-api';
import { formatCep } from '../contact-format';
import '../profile.css';
import { PROFILE_TEXT } from '../profile-texts';
import { useReportOutcome } from '../use-report-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

const mainFirst = (list: Address[]) => [...list].sort((a, b) => Number(b.main) - Number(a.main));
const nameOf = (a: Address) => a.description?.trim() || 'Endereço';

function AddressItem({ address, onDelete }: { address: Address; onDelete: () => void }) {
  const name = nameOf(address);
  const street = [address.street, address.number].filter(Boolean).join(', ');
  return (
    <li className="card profile-item">
      <div className="profile-item-head">
        <h3 className="profile-item-title">{name}</h3>
        {address.main && <span className="profile-badge profile-badge-main">Principal</span>}
      </div>
      <p className="profile-item-text">
        {street}
        {address.complement ? ` - ${address.complement}` : ''}
        <br />
        {address.district} · {address.city}/{address.state}
        <br />
        CEP {formatCep(address.cep)}
      </p>
      <div className="profile-item-actions">
        <Link
          to={`/editarDadosProfissionais/${address.id}`}
          className="button button-small"
          aria-label={`Editar ${name}`}
        >
          Editar
        </Link>
        <button
          type="button"
          className="button button-small"
          aria-label={`Excluir ${name}`}
          onClick={onDelete}
        >
          Excluir
        </button>
      </div>
    </li>
  );
}

/** /dadosProfissionais: the member's addresses, the main one first. */
export function AddressesPage() {
  const { data: addresses, isLoading, error } = useProfileAddressesQuery();
  const [remove, { isLoading: deleting }] = useProfileDeleteAddressMutation();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const report = useReportOutcome();

  const confirmDelete = async (address: Address) => {
    const outcome = await settle(remove(address.id));
    setToDelete(null);
    await report(outcome);
  };

  return (
    <div className="page profile-screen">
      <ProfileHeader title="Dados profissionais" back="/perfil" />
      <main>
        <h2>Endereços</h2>
        {addresses ? (
          addresses.length === 0 ? (
            <p className="muted">{PROFILE_TEXT.noAddresses}</p>
          ) : (
            <ul className="profile-list">
              {mainFirst(addresses).map((address) => (
                <AddressItem key={address.id} address={address} onDelete={() => setToDelete(address)} />
              ))}
            </ul>
          )
        ) : (
          <QueryStatus isLoading={isLoading} error={error} />
        )}
        <Link to="/editarDadosProfissionais" className="button button-primary profile-block-link">
          Adicionar endereço
        </Link>
      </main>
      {toDelete && (
        <ConfirmDialog
          title="Excluir endereço"
          message={`Excluir o endereço "${nameOf(toDelete)}"? Esta ação não pode ser desfeita.`}
          confirmLabel="Excluir"
          busy={deleting}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
