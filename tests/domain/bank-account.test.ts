import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MSG, checkPayerAccount } from '../../domain/bank-account';
import { findParticipant, searchParticipants } from '../../domain/pix-participants';

describe('the payer account of Jornada 1', () => {
  it('finds a participant by its label, its name without accents or its ISPB', () => {
    expect(findParticipant('Nubank (18236120)')?.ispb).toBe('18236120');
    expect(findParticipant('caixa economica federal')?.ispb).toBe('00360305');
    expect(findParticipant('60746948')?.name).toBe('Bradesco');
    expect(findParticipant('Banco Imaginário')).toBeUndefined();
    expect(searchParticipants('ita').map((p) => p.name)).toEqual(['Itaú Unibanco']);
  });

  it('takes agência and conta as digits (dots, dashes and spaces are formatting) and says what is wrong', () => {
    expect(checkPayerAccount({ bank: 'Inter', agencia: '0001', conta: '1.234.567-8' })).toEqual({
      ok: false,
      errors: { bank: BANK_ACCOUNT_MSG.bank },
    });
    expect(checkPayerAccount({ bank: 'Banco Inter', agencia: '0001', conta: '1.234.567-8' })).toEqual({
      ok: true,
      account: { ispb: '00416968', agencia: '0001', conta: '12345678' },
    });
    expect(checkPayerAccount({ bank: 'Sicredi', agencia: '12a4', conta: '' })).toEqual({
      ok: false,
      errors: { agencia: BANK_ACCOUNT_MSG.agencia, conta: BANK_ACCOUNT_MSG.conta },
    });
  });
});
