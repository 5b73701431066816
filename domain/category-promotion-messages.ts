/**
 * The e-mail a member gets when the `promocoes` job moves them along their category's rule
 * ("Após N anos, passa para <categoria>"; the demo's Aspirante: after 2 years, Titular, SPEC §9).
 * {nome}, {associacao}, {anos}, {anterior}, {categoria} and {data} are filled in by the server.
 */
export const CATEGORY_PROMOTION_EMAIL = {
  subject: 'Sua categoria passou a {categoria}',
  body:
    'Olá, {nome}.\n\nVocê completou {anos} na categoria {anterior} e, a partir de {data}, sua categoria ' +
    'passou a {categoria}.\nAssociação: {associacao}.\n\nAs próximas anuidades seguem a nova categoria.',
} as const;
