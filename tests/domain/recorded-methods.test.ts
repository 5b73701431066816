import { describe, expect, it } from 'vitest';
import { RecordedMethod } from '../../domain/contract/gestao-payments';
import { paymentMethodIds, paymentMethods } from '../../domain/payment-methods';
import {
  codesOfRecordedMethod,
  recordedMethodCodes,
  recordedMethodIds,
  recordedMethodLabel,
  recordedMethodOf,
} from '../../domain/recorded-methods';

describe('the kinds a payment is recorded as', () => {
  it('gives every stored code (P, B, C, A and M) a kind and a label', () => {
    expect(recordedMethodCodes.toSorted()).toEqual(['A', 'B', 'C', 'M', 'P']);
    for (const code of recordedMethodCodes) {
      expect(recordedMethodIds, code).toContain(recordedMethodOf(code));
      expect(recordedMethodLabel(recordedMethodOf(code)), code).not.toBe('');
    }
    expect(recordedMethodCodes.map(recordedMethodOf)).toEqual(['pix', 'boleto', 'card', 'pix', 'manual']);
  });

  it('lists each kind once, with the checkout’s label for the registry’s methods', () => {
    expect(recordedMethodIds).toEqual(['pix', 'boleto', 'card', 'manual']);
    expect(new Set(recordedMethodIds.map(recordedMethodLabel)).size).toBe(recordedMethodIds.length);
    expect(recordedMethodIds.map(recordedMethodLabel)).toEqual([
      'PIX',
      'Boleto',
      'Cartão de Crédito',
      'Manual',
    ]);
    expect(RecordedMethod.options).toEqual(recordedMethodIds);
  });

  it('reports Pix Automático as the PIX its charge is, so a filter by pix finds both codes', () => {
    expect(recordedMethodOf(paymentMethods.pixAutomatico.wire)).toBe('pix');
    expect(codesOfRecordedMethod('pix')).toEqual(['P', 'A']);
    expect(codesOfRecordedMethod('manual')).toEqual(['M']);
    for (const id of paymentMethodIds.filter((id) => id !== 'pixAutomatico')) {
      expect(codesOfRecordedMethod(recordedMethodOf(paymentMethods[id].wire))).toContain(
        paymentMethods[id].wire,
      );
    }
  });

  it('reads an item paid with no payment of the app as manual', () => {
    expect(recordedMethodOf(null)).toBe('manual');
  });
});
