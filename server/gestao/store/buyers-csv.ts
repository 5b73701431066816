import type { Buyer } from '../../../domain/contract/gestao-store';
import { formatDisplayDate } from '../../../domain/dates';
import { BUYER_STATUS_LABEL } from '../../../domain/gestao-store-messages';

const cell = (value: string) => {
  // Text a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const reais = (centavos: number) => (centavos / 100).toFixed(2).replace('.', ',');
const cpfMask = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/**
 * The buyers as a spreadsheet reads them in Brazil: ';' between fields, UTF-8 with its BOM. "Valor"
 * is what paid the item (listBuyers); a refund's part and day close the line.
 */
export function buyersCsv(buyers: readonly Buyer[]): string {
  const header = [
    'Nome',
    'CPF',
    'E-mail',
    'Valor (R$)',
    'Situação',
    'Data da compra',
    'Data do pagamento',
    'Valor estornado (R$)',
    'Data do estorno',
  ];
  const lines = buyers.map((b) =>
    [
      b.memberName,
      cpfMask(b.cpf),
      b.email ?? '',
      reais(b.amountCentavos),
      BUYER_STATUS_LABEL[b.status],
      formatDisplayDate(new Date(b.createdAt)),
      b.paidAt ? formatDisplayDate(new Date(b.paidAt)) : '',
      b.refund ? reais(b.refund.amountCentavos) : '',
      b.refund ? formatDisplayDate(new Date(b.refund.at)) : '',
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}
