import type { PostalAddress } from '../../domain/postal-address';

/** One address as SPEC §7 sends it (inside an Endereco or a store prefill)… */
export const PAULISTA_WIRE = {
  CEP: '01310100',
  LOGRADOURO: 'Avenida Paulista',
  NUMERO: '1000',
  COMPLEMENTO: null,
  BAIRRO: 'Bela Vista',
  CIDADE: 'São Paulo',
  ESTADO: 'SP',
};

/** …and as the app reads it. */
export const PAULISTA: PostalAddress = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
