import { describe, expect, it } from 'vitest';
import {
  fileTooBig,
  fileWrongType,
  COMMON_MSG,
  pixCountdown,
  REGISTRATION_FIELD_LABEL,
  requiredField,
  TITLE,
  videoTooBig,
  videoWrongType,
} from '../../domain/messages';

describe('messages', () => {
  it('match the spec verbatim', () => {
    expect(COMMON_MSG.loginEmpty).toBe('O e-mail ou celular, e a senha são obrigatórios.');
    expect(COMMON_MSG.cpfInvalid).toBe('O CPF informado é inválido.');
    expect(COMMON_MSG.categoryRequired).toBe('A categoria é obrigatório');
    expect(COMMON_MSG.cityRequired).toBe('A cidade é obrigatório');
    expect(COMMON_MSG.passwordWeak).toBe(
      'A senha deve conter no mínimo 8 caracteres, sendo pelo menos 1 letra maiúscula, 1 letra minúscula, 1 número e 1 caractere especial.',
    );
    expect(COMMON_MSG.transactionFailed).toBe('Ocorreu um erro ao efetuar a transação.');
    expect(COMMON_MSG.gatewayInvalidCardNumber).toBe('The card number is not a valid credit card number.');
    expect(COMMON_MSG.cardNumberInvalid).toBe('O número do cartão não é válido.');
    expect(COMMON_MSG.alreadyPaid).toBe(
      'Você já efetuou esse pagamento, Obrigado! A seguir você será direcionado a tela inicial do App.',
    );
    expect(COMMON_MSG.pixExpired).toBe('PIX expirado, selecione "Voltar" e refaça a operação');
    expect(COMMON_MSG.copiedToClipboard).toBe('Copiado para o clipboard.');
    expect(TITLE).toEqual({
      error: 'Erro',
      warning: 'Aviso',
      problem: 'Ocorreu um problema',
      success: 'Sucesso',
    });
  });

  it('build templated messages', () => {
    expect(requiredField(REGISTRATION_FIELD_LABEL.name)).toBe('O nome completo é um campo obrigatório.');
    expect(requiredField(REGISTRATION_FIELD_LABEL.number)).toBe(
      'O logradouro número é um campo obrigatório.',
    );
    expect(fileWrongType('a.doc')).toBe(
      'O arquivo a.doc não é do tipo PDF, JPG, PNG, GIF, BMP, TIFF ou WEBP.',
    );
    expect(fileTooBig('b.pdf')).toBe('O arquivo b.pdf ultrapassa o limite de 15MB.');
    expect(videoWrongType('c.avi')).toBe('O arquivo c.avi não é do tipo MP4 ou WEBM.');
    expect(videoTooBig('d.mp4')).toBe('O arquivo d.mp4 ultrapassa o limite de 1GB.');
  });

  it('formats the PIX countdown as mm:ss', () => {
    expect(pixCountdown(299)).toBe('Expiração em 04:59 minutos');
    expect(pixCountdown(3600)).toBe('Expiração em 60:00 minutos');
    expect(pixCountdown(-3)).toBe('Expiração em 00:00 minutos');
  });
});
