import { describe, expect, it } from 'vitest';
import { PIX_KEY_MSG, pixKeyOf, pixKeyText } from '../../domain/pix-key';

describe('pixKeyOf: the refund key, checked by the type the buyer chose', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', ' 52998224725 ', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['email', ' Maria.Silva@Exemplo.com.BR ', 'maria.silva@exemplo.com.br'],
    ['phone', '(11) 91234-5678', '+5511912345678'],
    ['phone', '+55 11 91234-5678', '+5511912345678'],
    ['evp', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ] as const)('%s %s → %s', (type, typed, key) => {
    expect(pixKeyOf(type, typed)).toEqual({ ok: true, key: { type, key } });
  });

  it.each([
    ['cpf', '529.982.247-35'],
    ['cpf', '111.111.111-11'],
    ['cpf', 'maria@exemplo.com.br'],
    ['cnpj', '11.222.333/0001-82'],
    ['email', 'maria@'],
    ['email', `${'a'.repeat(70)}@exemplo.com`],
    ['phone', '(11) 3456-7890'],
    ['phone', '(01) 91234-5678'],
    ['phone', '91234-5678'],
    ['evp', '123e4567e89b42d3a456426614174000'],
    ['evp', 'não é uma chave'],
  ] as const)('refuses %s %s with its own pt-BR message', (type, typed) => {
    expect(pixKeyOf(type, typed)).toEqual({ ok: false, message: PIX_KEY_MSG.invalid[type] });
  });

  it('asks for the type first, then the key', () => {
    expect(pixKeyOf(undefined, '52998224725')).toEqual({ ok: false, message: PIX_KEY_MSG.chooseType });
    expect(pixKeyOf('conta', '52998224725')).toEqual({ ok: false, message: PIX_KEY_MSG.chooseType });
    expect(pixKeyOf('cpf', '   ')).toEqual({ ok: false, message: PIX_KEY_MSG.missing });
    expect(pixKeyOf('cpf', 42)).toEqual({ ok: false, message: PIX_KEY_MSG.missing });
  });

  it('reads a key back as people write it', () => {
    expect(pixKeyText({ type: 'cpf', key: '52998224725' })).toBe('CPF 529.982.247-25');
    expect(pixKeyText({ type: 'cnpj', key: '11222333000181' })).toBe('CNPJ 11.222.333/0001-81');
    expect(pixKeyText({ type: 'phone', key: '+5511912345678' })).toBe('Celular (11) 91234-5678');
    expect(pixKeyText({ type: 'email', key: 'maria@exemplo.com.br' })).toBe('E-mail maria@exemplo.com.br');
  });
});
