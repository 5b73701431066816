/** The names and rules of an association's own categories, shared by the screen and the server. */
const MAX_CATEGORY_NAME = 60;
export const MAX_PROMOTION_YEARS = 50;

export const CATEGORY_CATALOG_MESSAGES = {
  nameRequired: 'Informe o nome da categoria.',
  nameTooLong: `O nome da categoria pode ter até ${MAX_CATEGORY_NAME} caracteres.`,
  nameTaken: 'A associação já tem uma categoria com este nome.',
  yearsInvalid: `Informe de 1 a ${MAX_PROMOTION_YEARS} anos.`,
  targetInvalid: 'Escolha outra categoria ativa da associação.',
  created: 'Categoria criada.',
  renamed: 'Nome salvo.',
  retired: 'Categoria aposentada: não recebe novos membros; quem já a tem continua nela.',
  reactivated: 'Categoria reativada.',
  promotionSaved: 'Regra de mudança salva.',
  promotionRemoved: 'Regra de mudança removida.',
} as const;

/** The name as it is kept (spaces trimmed and single), or the message saying what is wrong. */
export function categoryNameOf(typed: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, message: CATEGORY_CATALOG_MESSAGES.nameRequired };
  if (name.length > MAX_CATEGORY_NAME) return { ok: false, message: CATEGORY_CATALOG_MESSAGES.nameTooLong };
  return { ok: true, name };
}

export const isPromotionYears = (years: number) =>
  Number.isInteger(years) && years >= 1 && years <= MAX_PROMOTION_YEARS;
