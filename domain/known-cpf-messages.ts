import { COMMON_MSG } from './messages';

/**
 * What the buyer form says under a CPF the platform knows, before Comprar (issue 28 item 7): with
 * an account, SPEC §8's own text (no password asked); on the association's roll without one, ours.
 */
export const KNOWN_CPF_MSG = {
  hasAccount: COMMON_MSG.alreadyRegistered,
  knownToAssociation:
    'Este CPF já consta no cadastro da associação: a compra ficará nesse cadastro, e o recibo sairá no nome completo informado acima.',
} as const;
