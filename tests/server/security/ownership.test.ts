import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { memberGet, memberPost } from '../support/member-calls';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { MASTER, memberIdOf, pinToken, unpaidItems, VISA } from '../support/wallet';
import { productOnlyMariaSees } from './support/fixtures';
import { snapshotDatabase } from './support/snapshot';

/**
 * One member using another's ids: every call that takes an id of a member's thing answers 404 to
 * anyone else and changes nothing in the database. The table lists each such call; the last test
 * fails when a new route takes an id and is not in the table (or in NOT_OWNED with a reason).
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof mariaThings>>;
let pedro: string;
let pedroPin: string;
let pedroItem: number;

beforeAll(async () => {
  t = await createTestApp();
  pedro = await t.login(DEMO.pedro);
  pedroPin = await pinToken(t, pedro, '2468');
  pedroItem = (await unpaidItems(t, await memberIdOf(t, DEMO.pedro.usuario)))[0]!.id;
  ids = await mariaThings();
});
afterAll(() => t.close());

/** Maria's card, items, a PIX pending, a boleto pending, a paid card payment, address, specialty, product. */
async function mariaThings() {
  const maria = await t.login(DEMO.maria);
  const pin = await pinToken(t, maria);
  const mariaId = await memberIdOf(t, DEMO.maria.usuario);
  const pay = async (payload: object) =>
    (await memberPost(t, maria, '/api/fluxo/efetuarTransacao', { TOKEN_PIN: pin, ...payload })).json();

  const card = (await memberPost(t, maria, '/api/emitente/salvarCartao', VISA)).json().CARTAO;
  const [item, pixItem, paidItem] = await unpaidItems(t, mariaId);
  await pay({ ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'B' });
  const pix = await pay({ ID_FLUXO_DE_CAIXA: pixItem!.id, TIPO: 'P' });
  const paid = await pay({ ID_FLUXO_DE_CAIXA: paidItem!.id, TIPO: 'C', CARTAO: VISA });
  expect(paid.RESULTADO, JSON.stringify(paid)).toBe(true);
  const [address] = (await memberGet(t, maria, '/api/emitente/listarEnderecos')).json();
  const specialty = (
    await memberPost(t, maria, '/api/emitente/salvarEmitenteEspecialidade', { ESPECIALIDADE: 'OFTALMOLOGIA' })
  ).json();
  return {
    maria,
    pin,
    card: card.ID_ZOOP_EMITENTE_CARTAO as number,
    item: item!.id,
    pix: pix.TRANSACAO.ID_ZOOP_TRANSACAO as string,
    paid: paid.TRANSACAO.ID_ZOOP_TRANSACAO as string,
    address: address.ID_EMITENTE_ENDERECO as number,
    specialty: specialty.ID_EMITENTE_ESPECIALIDADE as number,
    product: await productOnlyMariaSees(t, mariaId),
  };
}

interface Case {
  route: string;
  name: string;
  /** The call, as the member whose token and PIN token are given. */
  call: (token: string, pin: string) => Promise<LightMyRequestResponse>;
  /** Maria's own call changes her data: it runs last, after the read-only controls. */
  writes?: boolean;
}

const post = (url: string, body: () => object) => (token: string, pin: string) =>
  memberPost(t, token, url, { ...body(), ...(url.endsWith('efetuarTransacao') ? { TOKEN_PIN: pin } : {}) });
const get = (url: () => string) => (token: string) => memberGet(t, token, url());
const address = () => ({
  ID_EMITENTE_ENDERECO: ids.address,
  DESCRICAO: 'Invadido',
  CEP: '01310-100',
  LOGRADOURO: 'Rua Tomada',
  NUMERO: '1',
  BAIRRO: 'Centro',
  CIDADE: 'São Paulo',
  ESTADO: 'SP',
  PRINCIPAL: true,
});

const CASES: Case[] = [
  {
    route: 'POST /api/fluxo/obterFluxo',
    name: 'her item',
    call: post('/api/fluxo/obterFluxo', () => ({ ID_FLUXO_DE_CAIXA: ids.item })),
  },
  {
    route: 'POST /api/fluxo/efetuarTransacao',
    name: 'PIX of her item',
    writes: true,
    call: post('/api/fluxo/efetuarTransacao', () => ({ ID_FLUXO_DE_CAIXA: ids.item, TIPO: 'P' })),
  },
  {
    route: 'POST /api/fluxo/efetuarTransacao',
    name: 'boleto of her item',
    call: post('/api/fluxo/efetuarTransacao', () => ({ ID_FLUXO_DE_CAIXA: ids.item, TIPO: 'B' })),
  },
  {
    route: 'POST /api/fluxo/efetuarTransacao',
    name: 'his card on her item',
    call: post('/api/fluxo/efetuarTransacao', () => ({
      ID_FLUXO_DE_CAIXA: ids.item,
      TIPO: 'C',
      CARTAO: MASTER,
    })),
  },
  {
    route: 'POST /api/fluxo/efetuarTransacao',
    name: 'her saved card on her item',
    call: post('/api/fluxo/efetuarTransacao', () => ({
      ID_FLUXO_DE_CAIXA: ids.item,
      TIPO: 'C',
      CARTAO: { ID_ZOOP_EMITENTE_CARTAO: ids.card },
    })),
  },
  {
    route: 'POST /api/fluxo/efetuarTransacao',
    name: 'her saved card on his own item',
    call: (token, pin) =>
      memberPost(t, token, '/api/fluxo/efetuarTransacao', {
        ID_FLUXO_DE_CAIXA: token === pedro ? pedroItem : ids.item,
        TIPO: 'C',
        TOKEN_PIN: pin,
        CARTAO: { ID_ZOOP_EMITENTE_CARTAO: ids.card },
      }),
    writes: true,
  },
  {
    route: 'POST /api/fluxo/obterTransacaoPendenteBoleto',
    name: 'her boleto',
    call: post('/api/fluxo/obterTransacaoPendenteBoleto', () => ({ ID_FLUXO_DE_CAIXA: ids.item })),
  },
  {
    route: 'POST /api/fluxo/verificarTransacao',
    name: 'her PIX',
    call: post('/api/fluxo/verificarTransacao', () => ({ ID_ZOOP_TRANSACAO: ids.pix })),
  },
  {
    route: 'GET /api/fluxo/eventos/{ID_ZOOP_TRANSACAO}',
    name: 'her paid transaction',
    call: get(() => `/api/fluxo/eventos/${ids.paid}`),
  },
  {
    route: 'GET /api/fluxo/recibo/{ID_ZOOP_TRANSACAO}',
    name: 'her receipt',
    call: get(() => `/api/fluxo/recibo/${ids.paid}`),
  },
  {
    route: 'POST /api/fluxo/incluirFluxoProjeto',
    name: 'a product only she may buy',
    writes: true,
    call: post('/api/fluxo/incluirFluxoProjeto', () => ({ ID_PROJETO: ids.product })),
  },
  {
    route: 'GET /api/projeto/obterProdutoLoja/{id}',
    name: 'a product only she sees',
    call: get(() => `/api/projeto/obterProdutoLoja/${ids.product}`),
  },
  {
    route: 'POST /api/projeto/obterProdutoLoja',
    name: 'a product only she sees',
    call: post('/api/projeto/obterProdutoLoja', () => ({ ID_PROJETO: ids.product })),
  },
  {
    route: 'POST /api/emitente/selecionarPrincipal',
    name: 'her card',
    writes: true,
    call: post('/api/emitente/selecionarPrincipal', () => ({ ID_ZOOP_EMITENTE_CARTAO: ids.card })),
  },
  {
    route: 'POST /api/emitente/obterEndereco',
    name: 'her address',
    call: post('/api/emitente/obterEndereco', () => ({ ID_EMITENTE_ENDERECO: ids.address })),
  },
  {
    route: 'POST /api/emitente/salvarEndereco',
    name: 'her address',
    writes: true,
    call: post('/api/emitente/salvarEndereco', address),
  },
  {
    route: 'POST /api/emitente/excluirEndereco',
    name: 'her address',
    call: post('/api/emitente/excluirEndereco', () => ({ ID_EMITENTE_ENDERECO: ids.address })),
  },
  {
    route: 'POST /api/emitente/obterEmitenteEspecialidade',
    name: 'her specialty',
    call: post('/api/emitente/obterEmitenteEspecialidade', () => ({
      ID_EMITENTE_ESPECIALIDADE: ids.specialty,
    })),
  },
  {
    route: 'POST /api/emitente/salvarEmitenteEspecialidade',
    name: 'her specialty',
    writes: true,
    call: post('/api/emitente/salvarEmitenteEspecialidade', () => ({
      ID_EMITENTE_ESPECIALIDADE: ids.specialty,
      ESPECIALIDADE: 'PEDIATRIA',
    })),
  },
  {
    route: 'POST /api/emitente/excluirEspecialidade',
    name: 'her specialty',
    writes: true,
    call: post('/api/emitente/excluirEspecialidade', () => ({ ID_EMITENTE_ESPECIALIDADE: ids.specialty })),
  },
  // Last: Maria's run removes her card, which selecionarPrincipal above still needs.
  {
    route: 'POST /api/emitente/excluirCartao',
    name: 'her card',
    writes: true,
    call: post('/api/emitente/excluirCartao', () => ({ ID_ZOOP_EMITENTE_CARTAO: ids.card })),
  },
];

/** Calls that take an id of something no member owns alone, with why they are not in CASES. */
const NOT_OWNED: Record<string, string> = {
  'POST /api/debito-automatico/{id}/cancelar':
    "the member's own Pix Automático authorization; tests/server/recurring/debito-automatico.test.ts holds it (another member gets 404)",
  'GET /api/debito-automatico/{id}':
    "the member's own Pix Automático authorization, as Jornada 1 follows it; tests/server/recurring/bank-request.test.ts holds it (another member gets 404)",
  'GET /api/debito-automatico/oferta/{itemId}':
    "whether the member's own item may start Pix Automático; tests/server/recurring/pix-automatico-checkout.test.ts holds it (another member gets 404)",
  'POST /api/sandbox/debito-automatico/rec/{id}': "sandbox only: the payer's bank answering an authorization",
  'POST /api/sandbox/debito-automatico/cobr/{id}':
    "sandbox only: the payer's bank answering a recurring charge",
  'HEAD /api/uploads/files/{id}':
    "a sign-up's upload, bound to its signed flow token; tests/server/uploads/uploads.test.ts holds it (another flow gets 404)",
  'PATCH /api/uploads/files/{id}':
    "a sign-up's upload, bound to its signed flow token; tests/server/uploads/uploads.test.ts holds it (another flow gets 404)",
  'OPTIONS /api/uploads/files/{id}': 'the tus protocol’s capabilities: no data',
  'POST /api/webhooks/pix/{association}/rec':
    "the PSP's notice, only a hint confirmed at the association's PSP (tests/server/gateways/pix-api/pix-automatico.test.ts: a forged one changes nothing)",
  'POST /api/webhooks/pix/{association}/cobr':
    "the PSP's notice, only a hint confirmed at the association's PSP (tests/server/gateways/pix-api/pix-automatico.test.ts: a forged one changes nothing)",
  'POST /api/fluxo/verificaSePagaAnuidade':
    'an association id; membership is checked (404 when not a member)',
  'GET /api/auth/logomarcaCliente/{ID_EMITENTE_ML}': "a public association's logo",
  'GET /api/auth/categoriasEmitente/{idEmitenteML}': "a public association's categories and annuity prices",
  'GET /api/documentos/recibos/{transacao}':
    "the payer's receipt; tests/server/documents/receipts.test.ts holds it (another member gets 404)",
  'POST /api/itens/{itemId}/desistencia':
    "the member's own unpaid purchase; tests/server/store/looking-is-not-buying.test.ts holds it (another member gets 404)",
  'GET /api/verificar/{codigo}': 'public check of a document by its unguessable code (rate-limited)',
  'GET /api/verificar/{codigo}/pdf':
    'a certificate of participation by its unguessable code, the link e-mailed to a holder with no account (rate-limited; certificates only)',
  'GET /api/documentos/certificados/{codigo}':
    "the member's own certificate; tests/server/congress/certificates.test.ts holds it (another member's code gets 404)",
  'GET /api/documentos/atividades/{activityId}/comprovante':
    "the proof of the member's own declared activity; tests/server/activities/declare.test.ts holds it (another member gets 404)",
  'GET /api/associacoes/{associationId}/marca':
    "a public association's name, colour and logo address, as its public product page shows them",
  'POST /api/auth/userRegistered': 'public sign-up lookup by CPF (rate-limited)',
  'POST /api/auth/enviarCodigoConfirmacao': 'public sign-up: the code goes to the contact on file',
  'POST /api/auth/verificarCodigoConfirmacao': 'public sign-up: needs the code',
  'GET /api/banners/{id}/imagem': 'public banner',
  'GET /api/cep/{cep}': 'public address lookup',
  'POST /api/auth/registrarConta': 'sign-up: association and category ids of the new account',
  'POST /api/access/incluirFluxoProjetoDireto': 'public purchase: creates the buyer a new item',
  'GET /api/access/acessarBoleto/{hash}': 'bound by an unguessable access hash (tests/server/access)',
  'GET /api/access/acessarProjeto/{hash}': 'public product page',
  'GET /api/access/acessarProjetoImagem/{hash}': 'public product image',
  'POST /api/access/obterFluxoDireto': 'bound by the purchase reference (tests/server/access)',
  'POST /api/access/efetuarTransacaoDireta': 'bound by the purchase reference (tests/server/access)',
  'POST /api/access/verificarTransacaoDireta': 'bound by the purchase reference (tests/server/access)',
  'POST /api/access/compra-concluida': 'bound by the purchase reference (tests/server/access)',
  'GET /api/access/recibo/{hash}':
    "a public purchase's receipt, bound by its transaction's unguessable access hash (tests/server/access)",
  'POST /api/sandbox/pix/{ID_ZOOP_TRANSACAO}/pagar': "sandbox only: the payer's bank",
  'POST /api/sandbox/boleto/{ID_ZOOP_TRANSACAO}/pagar': "sandbox only: the payer's bank",
  'GET /api/sandbox/qr-associacao/{ID_EMITENTE_ML}': 'sandbox only: a demo QR of an association',
  'GET /api/sandbox/notas-fiscais/{file}':
    "sandbox only: an invoice's PDF, to whoever holds its unguessable id (tests/server/invoices/sandbox-invoices)",
  'POST /api/sandbox/notas-fiscais/{id}/{action}': 'sandbox only: the city hall answering an invoice',
  'GET /api/sandbox/mensagens/{id}/anexo':
    "sandbox only: a message's file, to whoever names its recipient (tests/server/congress/ticket-delivery)",
  'GET /api/votacoes/{assemblyId}':
    "an association's assembly, not a member's: membership is checked (404 otherwise); tests/server/assemblies/assemblies.test.ts holds it",
  'POST /api/votacoes/{assemblyId}/voto':
    'a vote in an association’s assembly: membership and the frozen list of eligible members are checked; tests/server/assemblies/assemblies.test.ts holds it',
  'GET /api/votacoes/{assemblyId}/edital.pdf':
    "an association's notice, to its members only (404 otherwise); tests/server/assemblies/assemblies.test.ts",
  'GET /api/votacoes/{assemblyId}/ata.pdf':
    "an association's minutes, to its members only (404 otherwise); tests/server/assemblies/assemblies.test.ts",
  'POST /api/sandbox/jobs/assembleias/{assemblyId}/encerrar':
    'sandbox only: the closing job run now for one vote',
  'POST /api/privacidade/solicitacoes/{requestId}/cancelar':
    "the member's own privacy request (our own vocabulary: { ok, message }); tests/server/privacy/account-erasure.test.ts holds it (another member gets 404, the request still waits)",
  'POST /api/webhooks/pix/{association}/pix':
    "the PSP's notification, only a hint: each Pix is confirmed at that association's own PSP (tests/server/gateways/pix-api)",
};

const NOT_FOUND = { RESULTADO: false, MSG: 'Recurso não encontrado.' };

describe("Pedro with Maria's ids", () => {
  it('every call answers 404 and the database does not change', async () => {
    const before = await snapshotDatabase(t);
    for (const c of CASES) {
      const res = await c.call(pedro, pedroPin);
      expect(res.statusCode, `${c.route} (${c.name}): ${res.body}`).toBe(404);
      expect(res.json(), c.route).toEqual(NOT_FOUND);
    }
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('an anonymous caller gets 401 from each of them, and nothing changes', async () => {
    const before = await snapshotDatabase(t);
    for (const c of CASES) {
      const res = await c.call('', '');
      expect(res.statusCode, c.route).toBe(401);
    }
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('the same calls work for Maria: the ids are real, the 404s were about ownership', async () => {
    const ordered = [...CASES.filter((c) => !c.writes), ...CASES.filter((c) => c.writes)];
    for (const c of ordered.filter((x) => !x.route.endsWith('excluirEndereco'))) {
      const res = await c.call(ids.maria, ids.pin);
      expect(res.statusCode, `${c.route} (${c.name}): ${res.body}`).toBe(200);
    }
  });

  it('the table covers every member call that takes an id', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string }[]; requestBody?: unknown }>>;
    };
    const covered = new Set(CASES.map((c) => c.route));
    const takesId = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => {
          const body = JSON.stringify(op.requestBody ?? {});
          return path.includes('{') || /"(ID_[A-Z_]+|id[A-Z]\w*)"/.test(body);
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // Staff calls are owned by an association, not a member: tests/server/gestao holds them to it.
    const memberCalls = takesId.filter((route) => !/^[A-Z]+ \/api\/gestao\//.test(route));
    const missing = memberCalls.filter((route) => !covered.has(route) && !(route in NOT_OWNED));
    expect(missing).toEqual([]);
  });
});
