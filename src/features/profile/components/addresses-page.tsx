import { settle } from '../../../lib/api-result';
import { useProfileAddressesQuery, useProfileDeleteAddressMutation, type Address } from '../addresses-api';
import { formatCep } from '../contact-format';
import { PROFILE_TEXT } from '../profile-texts';
import { ProfileListPage } from './profile-list-page';

const mainFirst = (list: Address[]) => [...list].sort((a, b) => Number(b.main) - Number(a.main));
const nameOf = (a: Address) => a.description?.trim() || 'Endereço';

function AddressCard({ address }: { address: Address }) {
  const street = [address.street, address.number].filter(Boolean).join(', ');
  return (
    <>
      <div className="profile-item-head">
        <h3 className="profile-item-title">{nameOf(address)}</h3>
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
    </>
  );
}

/** /dadosProfissionais: the member's addresses, the main one first. */
export function AddressesPage() {
  const { data: addresses, isLoading, error } = useProfileAddressesQuery();
  const [remove, { isLoading: deleting }] = useProfileDeleteAddressMutation();
  return (
    <ProfileListPage
      title="Dados profissionais"
      heading="Endereços"
      items={addresses && mainFirst(addresses)}
      isLoading={isLoading}
      error={error}
      emptyText={PROFILE_TEXT.noAddresses}
      editPath="/editarDadosProfissionais"
      addLabel="Adicionar endereço"
      nameOf={nameOf}
      renderItem={(address) => <AddressCard address={address} />}
      deleteTitle="Excluir endereço"
      deleteMessage={(address) => `Excluir o endereço "${nameOf(address)}"? Esta ação não pode ser desfeita.`}
      remove={(address) => settle(remove(address.id))}
      deleting={deleting}
    />
  );
}
