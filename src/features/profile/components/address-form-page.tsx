import { Navigate, useParams } from 'react-router-dom';
import { useProfileAddressesQuery, useProfileAddressQuery } from '../addresses-api';
import '../profile.css';
import { PROFILE_TEXT } from '../profile-texts';
import { AddressForm, addressFieldsOf, EMPTY_ADDRESS } from './address-form';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

function NewAddress() {
  const { data: addresses, isLoading, error } = useProfileAddressesQuery();
  if (!addresses) return <QueryStatus isLoading={isLoading} error={error} />;
  return (
    <AddressForm
      id={null}
      initial={EMPTY_ADDRESS}
      mainLocked={addresses.length === 0 ? PROFILE_TEXT.firstAddressIsMain : null}
    />
  );
}

function ExistingAddress({ id }: { id: number }) {
  const { data: address, isLoading, error } = useProfileAddressQuery(id);
  if (!address) return <QueryStatus isLoading={isLoading} error={error} />;
  return (
    <AddressForm
      key={address.id}
      id={id}
      initial={addressFieldsOf(address)}
      mainLocked={address.main ? PROFILE_TEXT.mainStaysMain : null}
    />
  );
}

/** /editarDadosProfissionais (new) and /editarDadosProfissionais/{id} (edit). */
export function AddressFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  if (id !== null && !(Number.isSafeInteger(id) && id > 0)) {
    return <Navigate to="/dadosProfissionais" replace />;
  }
  return (
    <div className="page profile-screen">
      <ProfileHeader title={id === null ? 'Novo endereço' : 'Editar endereço'} back="/dadosProfissionais" />
      <main>{id === null ? <NewAddress /> : <ExistingAddress id={id} />}</main>
    </div>
  );
}
