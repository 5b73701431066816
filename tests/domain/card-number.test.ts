import { describe, expect, it } from 'vitest';
import {
  cardNumberValid,
  cvvValid,
  detectBrand,
  isOneRepeatedDigit,
  luhnValid,
} from '../../domain/card-number';

describe('luhnValid', () => {
  it('accepts the textbook example, worked by hand', () => {
    // 7992739871|3: doubling every second digit from the right of 7992739871 gives
    // 7 18→9 9 4 7 6 9 16→7 7 2 → 7+9+9+4+7+6+9+7+7+2 = 67; 67 + 3 = 70, a multiple of 10.
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '5555555555554444',
    '378282246310005',
  ])('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4111111111111112', '1234567812345678', '', 'abcd', '4111x11111111111'])(
    'rejects %j',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );
});

/** Published test numbers of each brand (gateways' sandboxes: Cielo, Adyen, Stripe), all Luhn-valid. */
const TEST_NUMBERS = [
  ['4111111111111111', 'Visa'],
  ['4000000000000002', 'Visa'],
  ['5555555555554444', 'MasterCard'],
  ['5105105105105100', 'MasterCard'],
  ['2223003122003222', 'MasterCard'],
  ['378282246310005', 'Amex'],
  ['371449635398431', 'Amex'],
  ['6362970000457013', 'Elo'],
  ['5066991111111118', 'Elo'],
  ['6062825624254001', 'Hipercard'],
  ['6062826786276634', 'Hipercard'],
  // 3841 numbers have 19 digits and no published test number: 3841 00 / 40 / 60, Luhn-completed.
  ['3841001234567890007', 'Hipercard'],
  ['3841401234567890003', 'Hipercard'],
  ['30569309025904', 'Diners'],
  ['36227206271667', 'Diners'],
  ['38520000023237', 'Diners'],
  ['6011111111111117', 'Discover'],
  ['6011000990139424', 'Discover'],
  ['6445644564456445', 'Discover'],
  ['3566002020360505', 'JCB'],
  ['3530111333300000', 'JCB'],
] as const;

describe('detectBrand', () => {
  it.each(TEST_NUMBERS)('%s is %s (and a valid number)', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
    expect(cardNumberValid(number)).toBe(true);
  });

  it.each([
    // MasterCard's 2-series ends at 2720; the 51–55 range at 55.
    ['2221000000000009', 'MasterCard'],
    ['2720990000000007', 'MasterCard'],
    ['2220990000000000', 'Outra'],
    ['2721000000000000', 'Outra'],
    ['5600000000000000', 'Outra'],
    // Elo's ranges inside Visa's 4, MasterCard's 5 and Discover's 65 are Elo's.
    ['4011780000000006', 'Elo'],
    ['5067230000000000', 'Elo'],
    ['6504850000000000', 'Elo'],
    ['6511000000000009', 'Discover'],
    // Hipercard's 3841 inside Diners' 38; 606282 only, not its neighbours.
    ['3841600000000000', 'Hipercard'],
    ['3840000000000000', 'Diners'],
    ['6062830000000000', 'Outra'],
    ['3095000000000000', 'Diners'],
    ['3060000000000000', 'Outra'],
    ['3528000000000007', 'JCB'],
    ['3590000000000000', 'Outra'],
    ['6221260000000000', 'Discover'],
    ['4111 1111 1111 1111', 'Visa'],
    ['', 'Outra'],
    ['abcd', 'Outra'],
  ] as const)('%j is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });
});

describe('cardNumberValid', () => {
  it('refuses one repeated digit even where Luhn lets it through', () => {
    for (const number of ['0000000000000000', '8888888888888888', '6666666666666', '22222222222222222']) {
      expect(luhnValid(number), number).toBe(true);
      expect(isOneRepeatedDigit(number), number).toBe(true);
      expect(cardNumberValid(number), number).toBe(false);
    }
    expect(cardNumberValid('0000 0000 0000 0000')).toBe(false);
    expect(isOneRepeatedDigit('4111111111111111')).toBe(false);
  });

  it('takes 12 to 19 digits, spaces and dashes aside', () => {
    expect(cardNumberValid('4111 1111 1111 1111')).toBe(true);
    expect(cardNumberValid('4111-1111-1111-1111')).toBe(true);
    expect(cardNumberValid('4242 42')).toBe(false);
    expect(cardNumberValid('4111111111111112')).toBe(false);
    expect(cardNumberValid('41111111111111111111')).toBe(false);
  });
});

describe('cvvValid', () => {
  it('asks Amex for 4 digits and every other brand for 3', () => {
    expect(cvvValid('378282246310005', '1234')).toBe(true);
    expect(cvvValid('378282246310005', '123')).toBe(false);
    for (const [number] of TEST_NUMBERS.filter(([, brand]) => brand !== 'Amex')) {
      expect(cvvValid(number, '123'), number).toBe(true);
      expect(cvvValid(number, '1234'), number).toBe(false);
    }
    expect(cvvValid('4111111111111111', '12a')).toBe(false);
  });
});
