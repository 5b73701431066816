/**
 * The e-mail a member gets when the `promocoes` job moves them from Aspirante to Titular
 * (SPEC §9: at most 2 years as Aspirante). {nome}, {associacao} and {data} are filled in by the
 * server.
 */
export const CATEGORY_PROMOTION_EMAIL = {
  subject: 'Sua categoria passou a Titular',
  body:
    'Olá, {nome}.\n\nVocê completou 2 anos na categoria Aspirante e, a partir de {data}, sua categoria ' +
    'passou a Titular.\nAssociação: {associacao}.\n\nAs próximas anuidades seguem a nova categoria.',
} as const;
