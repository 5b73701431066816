import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CepAddress } from '../../domain/cep-address';
import { COMMON_MSG, TITLE } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type {
  BuyerField,
  PurchaseCreated,
  PurchaseItem,
  PurchaseItemRequest,
  PurchaseOrder,
} from '../../domain/buyer-form';
import {
  asksPassword,
  knownCpf,
  purchaseMachine,
  type CpfStanding,
  type CpfStandingQuery,
} from '../../machines/purchase.machine';

const PRODUCT = { hash: 'congresso-2027', associationId: 428, categories: [2701, 501, 601] };
const NEW_CPF = '390.533.447-05';
const REF = 'r'.repeat(32);

const item = (over: Partial<PurchaseItem> = {}): Outcome<PurchaseItem> =>
  succeeded({
    id: 77,
    associationId: 428,
    description: 'Congresso Demo de Oftalmologia 2027 - Titular',
    amountCentavos: 60_000,
    dueAt: '2026-11-21',
    paidAt: null,
    ...over,
  });

const created = (over: Partial<PurchaseCreated> = {}): Outcome<PurchaseCreated> =>
  succeeded({ itemId: 77, reference: REF, account: null, ...over });

/** An answer that arrives after `ms` of (fake) time, so that the busy states can be seen. */
const later = <T>(ms: number, value: () => T | Promise<T>) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      Promise.resolve().then(value).then(resolve, reject);
    }, ms),
  );

function start(
  opts: {
    registered?: boolean;
    knownToAssociation?: boolean;
    address?: () => CepAddress;
    create?: (order: PurchaseOrder) => Outcome<PurchaseCreated>;
    fetch?: (request: PurchaseItemRequest) => Outcome<PurchaseItem>;
  } = {},
) {
  const calls = {
    registration: [] as string[],
    cep: [] as string[],
    create: [] as PurchaseOrder[],
    fetch: [] as PurchaseItemRequest[],
  };
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        checkRegistration: fromPromise(async ({ input }: { input: CpfStandingQuery }) => {
          calls.registration.push(input.cpf);
          return later<Outcome<CpfStanding>>(300, () =>
            succeeded({
              hasAccount: opts.registered ?? false,
              knownToAssociation: opts.knownToAssociation ?? false,
            }),
          );
        }),
        findAddress: fromPromise(async ({ input }: { input: { cep: string } }) => {
          calls.cep.push(input.cep);
          const address = opts.address;
          return later<Outcome<CepAddress>>(300, () =>
            address ? succeeded(address()) : failed('CEP não encontrado.'),
          );
        }),
        createPurchase: fromPromise(async ({ input }: { input: PurchaseOrder }) => {
          calls.create.push(input);
          return later(500, () => (opts.create ?? (() => created()))(input));
        }),
        fetchItem: fromPromise(async ({ input }: { input: PurchaseItemRequest }) => {
          calls.fetch.push(input);
          return later(500, () => (opts.fetch ?? (() => item()))(input));
        }),
      },
    }),
    { input: { product: PRODUCT } },
  ).start();
  const set = (field: BuyerField, value: string) => actor.send({ type: 'field.changed', field, value });
  return { actor, calls, set };
}

const fillComplete = (set: (f: BuyerField, v: string) => void, cpf = NEW_CPF) => {
  set('categoryId', '601');
  set('name', 'Ana Compradora');
  set('cpf', cpf);
  set('state', 'SP');
  set('city', 'São Paulo');
  set('district', 'Bela Vista');
  set('street', 'Avenida Paulista');
  set('cep', '04001-000');
  set('mobile', '(11) 98888-7777');
  set('email', 'ana@exemplo.com');
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('purchase machine', () => {
  it('starts with Brazil, no state chosen, and the buyer data kept in memory', () => {
    const actor = createActor(purchaseMachine, {
      input: { product: PRODUCT, buyer: { ...start().actor.getSnapshot().context.form, name: 'Ana' } },
    }).start();
    expect(actor.getSnapshot().context.form).toMatchObject({
      country: 'BR',
      state: '0',
      name: 'Ana',
      password: '',
    });
  });

  it('Comprar with empty fields warns (Aviso) with the first §5 message and calls nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'purchase.submitted' });
    const snap = actor.getSnapshot();
    expect(snap.matches('editing')).toBe(true);
    expect(snap.context.notice).toEqual({
      kind: 'warning',
      title: TITLE.warning,
      message: COMMON_MSG.categoryRequired,
    });
    expect(calls.create).toHaveLength(0);
    actor.send({ type: 'notice.dismissed' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('an invalid CPF on blur is cleared with its error; a valid one asks whether it has an account', async () => {
    const { actor, calls, set } = start({ registered: false });
    set('cpf', '123.456.789-00');
    actor.send({ type: 'cpf.blurred' });
    expect(actor.getSnapshot().context.form.cpf).toBe('');
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      title: TITLE.error,
      message: COMMON_MSG.cpfInvalid,
    });
    expect(calls.registration).toHaveLength(0);

    set('cpf', NEW_CPF);
    actor.send({ type: 'cpf.blurred' });
    expect(actor.getSnapshot().matches({ editing: { cpf: 'checking' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(asksPassword(actor.getSnapshot().context)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.registration).toEqual(['39053344705']);
    expect(asksPassword(actor.getSnapshot().context)).toBe(true);
    // The same CPF again is not asked twice; another CPF hides the fields until it is checked.
    actor.send({ type: 'cpf.blurred' });
    expect(calls.registration).toHaveLength(1);
    set('cpf', '529.982.247-25');
    expect(asksPassword(actor.getSnapshot().context)).toBe(false);
  });

  it('a registered CPF shows no password fields', async () => {
    const { actor, set } = start({ registered: true });
    set('cpf', '529.982.247-25');
    actor.send({ type: 'cpf.blurred' });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().context.registration).toEqual({
      cpf: '52998224725',
      hasAccount: true,
      knownToAssociation: false,
    });
    expect(asksPassword(actor.getSnapshot().context)).toBe(false);
    expect(knownCpf(actor.getSnapshot().context)).toBe('hasAccount');
  });

  it("the last digit of a valid CPF asks at once, before any blur or Comprar (issue 28 item 7); a CPF on the association's roll is told", async () => {
    const { actor, calls, set } = start({ registered: false, knownToAssociation: true });
    set('cpf', '111.444.777-3');
    expect(calls.registration).toHaveLength(0);
    set('cpf', '111.444.777-35');
    expect(actor.getSnapshot().matches({ editing: { cpf: 'checking' } })).toBe(true);
    expect(knownCpf(actor.getSnapshot().context)).toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.registration).toEqual(['11144477735']);
    expect(knownCpf(actor.getSnapshot().context)).toBe('knownToAssociation');
    // No account on that record: the password the buyer chooses opens it.
    expect(asksPassword(actor.getSnapshot().context)).toBe(true);
    // Leaving the field asks nothing more; another CPF hides the note until it is checked.
    actor.send({ type: 'cpf.blurred' });
    expect(calls.registration).toHaveLength(1);
    set('cpf', '390.533.447-0');
    expect(knownCpf(actor.getSnapshot().context)).toBeNull();
    // An invalid CPF of 14 characters is left to the blur, which clears it.
    set('cpf', '123.456.789-00');
    expect(calls.registration).toHaveLength(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('an invalid CNPJ on blur is cleared with its error; alphanumeric CNPJs are kept', () => {
    const { actor, set } = start();
    set('cnpj', '11.222.333/0001-82');
    actor.send({ type: 'cnpj.blurred' });
    expect(actor.getSnapshot().context.form.cnpj).toBe('');
    expect(actor.getSnapshot().context.notice?.message).toBe(COMMON_MSG.cnpjInvalid);
    actor.send({ type: 'notice.dismissed' });
    set('cnpj', '12.ABC.345/01DE-35');
    actor.send({ type: 'cnpj.blurred' });
    expect(actor.getSnapshot().context.form.cnpj).toBe('12.ABC.345/01DE-35');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('the CEP looks the address up at 9 characters (Brazil only); a failed lookup changes nothing', async () => {
    const { actor, calls, set } = start({
      address: () => ({
        street: 'Avenida Paulista',
        complement: '',
        neighbourhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      }),
    });
    set('cep', '01310-10');
    expect(calls.cep).toHaveLength(0);
    set('cep', '01310-100');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.cep).toEqual(['01310100']);
    expect(actor.getSnapshot().context.form).toMatchObject({
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });

    const failing = start();
    failing.set('street', 'Rua Digitada');
    failing.set('cep', '99999-999');
    await vi.advanceTimersByTimeAsync(300);
    expect(failing.actor.getSnapshot().context.form.street).toBe('Rua Digitada');
    expect(failing.actor.getSnapshot().matches({ editing: { cep: 'idle' } })).toBe(true);

    const foreign = start();
    foreign.set('country', 'PT');
    foreign.set('cep', '1000-0011');
    expect(foreign.calls.cep).toHaveLength(0);
  });

  it('changing the country empties the state: a UF picker in Brazil, free text elsewhere', () => {
    const { actor, set } = start();
    set('state', 'SP');
    set('country', 'PT');
    expect(actor.getSnapshot().context.form.state).toBe('');
    set('state', 'LI');
    set('country', 'BR');
    expect(actor.getSnapshot().context.form.state).toBe('0');
  });

  it('Comprar with no password: the purchase goes on with no account (issue #38)', async () => {
    const { actor, calls, set } = start({ registered: false, create: () => created({}) });
    fillComplete(set);
    actor.send({ type: 'purchase.submitted' });
    await vi.advanceTimersByTimeAsync(300);
    expect(asksPassword(actor.getSnapshot().context)).toBe(true);
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    expect(calls.create[0]).toMatchObject({ withPassword: false });
  });

  it('Comprar: registration check, password rules, create, fetch → toCheckout with the pending payment', async () => {
    const { actor, calls, set } = start({
      registered: false,
      create: () => created({ account: { kind: 'new', token: 'session-token' } }),
    });
    fillComplete(set);
    // The account is optional (issue #38); a password typed must be strong.
    set('password', 'fraca');
    actor.send({ type: 'purchase.submitted' });
    expect(actor.getSnapshot().matches('checkingRegistration')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    // Not registered: the password fields appear and the weak password is the warning.
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.notice?.message).toBe(COMMON_MSG.passwordWeak);
    expect(asksPassword(actor.getSnapshot().context)).toBe(true);

    set('password', 'Compra@2027');
    set('passwordRepeat', 'Compra@2028');
    actor.send({ type: 'purchase.submitted' });
    expect(actor.getSnapshot().context.notice?.message).toBe(COMMON_MSG.passwordMismatch);
    // Once as the CPF was typed (Comprar came before its answer), once by Comprar; not again.
    expect(calls.registration).toHaveLength(2);

    set('passwordRepeat', 'Compra@2027');
    actor.send({ type: 'purchase.submitted' });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    expect(calls.create[0]).toEqual({
      hash: 'congresso-2027',
      buyer: expect.objectContaining({
        categoryId: '601',
        cpf: NEW_CPF,
        password: 'Compra@2027',
        passwordRepeat: 'Compra@2027',
      }),
      withPassword: true,
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().matches('fetching')).toBe(true);
    expect(calls.fetch[0]).toMatchObject({
      hash: 'congresso-2027',
      associationId: 428,
      itemId: 77,
      reference: REF,
      buyer: expect.objectContaining({ cpf: NEW_CPF }),
    });
    await vi.advanceTimersByTimeAsync(500);
    const snap = actor.getSnapshot();
    expect(snap.matches('toCheckout')).toBe(true);
    expect(snap.output).toEqual({
      pending: {
        itemId: 77,
        reference: REF,
        hash: 'congresso-2027',
        associationId: 428,
        amountCentavos: 60_000,
        description: 'Congresso Demo de Oftalmologia 2027 - Titular',
        dueDate: '21/11/2026',
        // The account the purchase made with the password typed: its session, for once it is paid.
        account: { kind: 'new', token: 'session-token' },
        // Had it opened none, a new CPF would be offered one.
        accountOffer: 'create',
      },
      buyer: expect.not.objectContaining({ password: expect.anything() }),
    });
    expect(snap.output!.buyer).toMatchObject({ name: 'Ana Compradora', cpf: NEW_CPF });
  });

  it("the account a purchase opened goes out with it: a known person's to confirm, none for an account", async () => {
    const answer = (over: Partial<PurchaseCreated>) => () => created(over);
    const known = start({ registered: false, create: answer({ account: { kind: 'toConfirm' } }) });
    fillComplete(known.set);
    known.set('password', 'Compra@2027');
    known.set('passwordRepeat', 'Compra@2027');
    known.actor.send({ type: 'purchase.submitted' });
    await vi.advanceTimersByTimeAsync(300 + 500 + 500);
    expect(known.actor.getSnapshot().output?.pending.account).toEqual({ kind: 'toConfirm' });

    const member = start({ registered: true, create: answer({}) });
    fillComplete(member.set, '529.982.247-25');
    member.actor.send({ type: 'purchase.submitted' });
    await vi.advanceTimersByTimeAsync(300 + 500 + 500);
    expect(member.actor.getSnapshot().matches('toCheckout')).toBe(true);
    expect(member.actor.getSnapshot().output?.pending.account).toBeNull();
    // "Compra concluída" tells a CPF that has an account to log in, not to create one (issue #38 item 8).
    expect(member.actor.getSnapshot().output?.pending.accountOffer).toBe('login');

    const newcomer = start({ registered: false, create: answer({}) });
    fillComplete(newcomer.set);
    newcomer.actor.send({ type: 'purchase.submitted' });
    await vi.advanceTimersByTimeAsync(300 + 500 + 500);
    expect(newcomer.actor.getSnapshot().output?.pending).toMatchObject({
      account: null,
      accountOffer: 'create',
    });
  });

  it('a registered CPF buys without a password; a paid item ends in alreadyPaid', async () => {
    const { actor, calls, set } = start({
      registered: true,
      fetch: () => item({ paidAt: '2026-11-20' }),
    });
    fillComplete(set, '529.982.247-25');
    actor.send({ type: 'purchase.submitted' });
    await vi.advanceTimersByTimeAsync(300 + 500 + 500);
    expect(calls.create[0]!.withPassword).toBe(false);
    expect(actor.getSnapshot().matches('alreadyPaid')).toBe(true);
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('a foreign buyer is not asked about a CPF account', async () => {
    const { actor, calls, set } = start();
    set('country', 'PT');
    set('categoryId', '501');
    set('name', 'Joana Silva');
    set('document', 'AB123456');
    set('state', 'LI');
    set('mobile', '351912345678');
    set('email', 'joana@exemplo.pt');
    actor.send({ type: 'purchase.submitted' });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    expect(calls.registration).toHaveLength(0);
    expect(calls.create[0]).toMatchObject({
      buyer: { country: 'PT', document: 'AB123456' },
      withPassword: false,
    });
    // No CPF: "Compra concluída" offers neither a login nor an account.
    await vi.advanceTimersByTimeAsync(500 + 500);
    expect(actor.getSnapshot().output?.pending.accountOffer).toBeNull();
  });

  it('a refused purchase shows the server message under "Ocorreu um problema"', async () => {
    const { actor, set } = start({
      registered: true,
      create: () => failed('As vendas deste produto foram encerradas em 30/06/2027.'),
    });
    fillComplete(set, '529.982.247-25');
    actor.send({ type: 'purchase.submitted' });
    await vi.advanceTimersByTimeAsync(800);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      title: TITLE.problem,
      message: 'As vendas deste produto foram encerradas em 30/06/2027.',
    });
  });

  it('when the item cannot be fetched: the unknown-error message, whatever the failure said', async () => {
    const fetchFails = start({ registered: true, fetch: () => failed('Recurso não encontrado.') });
    fillComplete(fetchFails.set, '529.982.247-25');
    fetchFails.actor.send({ type: 'purchase.submitted' });
    await vi.advanceTimersByTimeAsync(1300);
    expect(fetchFails.actor.getSnapshot().matches('editing')).toBe(true);
    expect(fetchFails.actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      title: TITLE.problem,
      message: COMMON_MSG.unknownError,
    });
  });
});
