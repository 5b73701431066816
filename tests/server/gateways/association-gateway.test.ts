import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associationPixSettings } from '../../../server/db/schema';
import {
  createAssociationGateways,
  type AssociationGateways,
} from '../../../server/payments/association-gateway';
import { isPixApiGateway } from '../../../server/gateways/payment/pix-api-gateway';
import { SecretRefused, secretBoxOf } from '../../../server/secrets/secret-box';
import { STAFF, gestao, staffLogin } from '../gestao/support';
import { createTestApp, type TestContext } from '../support/test-app';
import { makeCertificates, type TestCertificates } from './pix-api/support/certificates';
import { FAKE_CHAVE, FAKE_CLIENT, startFakePsp, type FakePsp } from './pix-api/support/fake-psp';

let t: TestContext;
let certs: TestCertificates;
let psp: FakePsp;
let gestor: string;
const resolvers: AssociationGateways[] = [];

beforeAll(async () => {
  t = await createTestApp();
  certs = makeCertificates();
  psp = await startFakePsp(certs);
  gestor = await staffLogin(t, STAFF.gestor);
});
afterAll(async () => {
  for (const resolver of resolvers) resolver.close();
  await t.close();
  await psp.close();
  certs.remove();
});

/** A resolver as an app instance would hold one. */
function newResolver(): AssociationGateways {
  const resolver = createAssociationGateways({
    db: t.database.db,
    secretBox: secretBoxOf(t.app.config),
    defaultGateway: t.app.gateway,
    pixExpirySeconds: 900,
  });
  resolvers.push(resolver);
  return resolver;
}

const pem = (file: string) => certs.read(file).toString('utf8');
async function saveCredentials(body: object = {}) {
  const res = await gestao(t, gestor, 'PUT', '/pix-settings', {
    apiUrl: psp.url,
    clientId: FAKE_CLIENT.id,
    clientSecret: FAKE_CLIENT.secret,
    certificate: pem(certs.clientCertFile),
    privateKey: pem(certs.clientKeyFile),
    caCertificate: pem(certs.caFile),
    chave: FAKE_CHAVE,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const charge = {
  amountCentavos: 1_234,
  description: 'Taxa de teste',
  txid: 'IGNORED',
  merchantName: 'Associação',
  merchantCity: 'São Paulo',
};

describe('gatewayForAssociation', () => {
  const a = () => resolvers[0]!;
  const b = () => resolvers[1]!;
  beforeAll(() => {
    newResolver();
    newResolver();
  });

  it('an association without credentials of its own is served by the app’s gateway', async () => {
    expect(await a().gatewayForAssociation(428)).toBe(t.app.gateway);
    expect(await a().gatewayForAssociation(1024839)).toBe(t.app.gateway);
  });

  it('once a gestor saves credentials, the association’s PIX goes to its own PSP account; one gateway is kept and reused', async () => {
    await saveCredentials();
    const [gateway, ...others] = await Promise.all([1, 2, 3, 4].map(() => a().gatewayForAssociation(428)));
    expect(isPixApiGateway(gateway!)).toBe(true);
    for (const other of others) expect(other).toBe(gateway);

    const tokensBefore = psp.tokensIssued;
    const first = await gateway!.createPix(charge);
    const second = await (await a().gatewayForAssociation(428)).createPix(charge);
    expect(psp.charge(first.gatewayId)?.body).toMatchObject({
      chave: FAKE_CHAVE,
      valor: { original: '12.34' },
    });
    expect(psp.charge(second.gatewayId)).toBeDefined();
    expect(psp.tokensIssued).toBe(tokensBefore + 1);
    expect(psp.violations).toEqual([]);
    // Another association is not touched.
    expect(await a().gatewayForAssociation(1024839)).toBe(t.app.gateway);
  });

  it('a change of the settings replaces the gateway on every instance (the revision is read at each call)', async () => {
    const beforeA = await a().gatewayForAssociation(428);
    const beforeB = await b().gatewayForAssociation(428);
    await saveCredentials({ clientSecret: '' });
    const afterA = await a().gatewayForAssociation(428);
    const afterB = await b().gatewayForAssociation(428);
    expect(afterA).not.toBe(beforeA);
    expect(afterB).not.toBe(beforeB);
    expect(isPixApiGateway(afterA)).toBe(true);
    expect(await a().gatewayForAssociation(428)).toBe(afterA);
    expect((await afterB.createPix(charge)).brCode).toMatch(/^000201/);
  });

  it('credentials that no longer open are an error, never a fallback to another account', async () => {
    const [row] = await t.database.db
      .select()
      .from(associationPixSettings)
      .where(eq(associationPixSettings.associationId, 428));
    await t.database.db
      .update(associationPixSettings)
      .set({ privateKeyEncrypted: row!.clientSecretEncrypted, revision: crypto.randomUUID() })
      .where(eq(associationPixSettings.associationId, 428));
    await expect(a().gatewayForAssociation(428)).rejects.toThrow(SecretRefused);
    await saveCredentials();
    expect(isPixApiGateway(await a().gatewayForAssociation(428))).toBe(true);
  });

  it('removed credentials send the association back to the app’s gateway', async () => {
    expect((await gestao(t, gestor, 'DELETE', '/pix-settings')).statusCode).toBe(200);
    expect(await a().gatewayForAssociation(428)).toBe(t.app.gateway);
    expect(await b().gatewayForAssociation(428)).toBe(t.app.gateway);
  });
});
