/** Loja e produtos: the texts the server answers and the screens show. */
export const STORE_MESSAGES = {
  imageInvalid: 'A imagem deve ser PNG, JPEG, WebP ou GIF de até 2 MB.',
  imageUnreadable: 'Não foi possível ler a imagem escolhida. Escolha o arquivo de novo.',
  imageRemoved: 'Imagem removida. As páginas do produto mostram a imagem genérica.',
  noImage: 'Sem imagem: as páginas do produto mostram a imagem genérica.',
  priceInvalid: 'Informe preços maiores que zero, um por categoria oferecida pela associação.',
  endsOnInvalid: 'Informe uma data de término válida.',
  linkInvalid: 'O link deve começar com https:// ou com / (uma tela do app).',
} as const;

export const BUYER_STATUS_LABEL = {
  paid: 'Pago',
  open: 'Em aberto',
  cancelled: 'Cancelado',
  // domain/refund-line.ts's REFUND_BADGE, written out: that module loads dayjs, which the E2E specs
  // reading these texts cannot (Playwright's loader does not resolve its plugins).
  refunded: 'Estornado',
} as const;
