import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactChanges, members, outboundMessages } from '../../../server/db/schema';
import { rowsOf } from '../../../server/db/rows-of';
import { ageCodes } from '../support/registration';
import { memberPost } from '../support/member-calls';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;
let pedroId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  pedroId = await memberIdOf(t, DEMO.pedro.usuario);
});
afterAll(() => t.close());

const emUso = (token: string, TIPO: string, VALOR: string) =>
  memberPost(t, token, '/api/emitente/verificarEmailCelularEmUso', { TIPO, VALOR });
const enviar = (token: string, TIPO: string, VALOR: string) =>
  memberPost(t, token, '/api/emitente/enviarCodigoPinTransacaoAlterarEmailCelular', { TIPO, VALOR });
const verificar = (token: string, CODIGO: string) =>
  memberPost(t, token, '/api/emitente/verificarCodigoPinTransacaoTroca', { CODIGO });
const efetuar = (token: string, CODIGO: string) =>
  memberPost(t, token, '/api/emitente/efetuarTrocaEmailCelular', { CODIGO });

/** The newest message the outbox wrote for that recipient. */
async function lastMessageTo(recipient: string) {
  const [row] = await t.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, recipient))
    .orderBy(desc(outboundMessages.id))
    .limit(1);
  return row;
}
async function codeSentTo(recipient: string) {
  const code = /\b(\d{6})\b/.exec((await lastMessageTo(recipient))?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
const contactOf = async (id: number) =>
  (
    await t.database.db
      .select({ email: members.email, mobile: members.mobile })
      .from(members)
      .where(eq(members.id, id))
  )[0];
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verificarEmailCelularEmUso', () => {
  it('needs a token', async () => {
    expect(
      (
        await memberPost(t, null, '/api/emitente/verificarEmailCelularEmUso', {
          TIPO: 'EMAIL',
          VALOR: 'a@b.co',
        })
      ).statusCode,
    ).toBe(401);
  });

  it("tells whether another account has the e-mail or mobile; the caller's own is not 'in use'", async () => {
    expect((await emUso(maria, 'EMAIL', 'NOVO@exemplo.com.br')).json()).toEqual({
      RESULTADO: true,
      EM_USO: true,
      MSG: 'O e-mail informado já está em uso por outra conta.',
    });
    expect((await emUso(maria, 'CELULAR', '(11) 91234-5678')).json()).toEqual({
      RESULTADO: true,
      EM_USO: true,
      MSG: 'O celular informado já está em uso por outra conta.',
    });
    expect((await emUso(maria, 'EMAIL', 'livre@exemplo.com.br')).json()).toEqual({
      RESULTADO: true,
      EM_USO: false,
    });
    expect((await emUso(maria, 'EMAIL', 'membro@exemplo.com.br')).json()).toEqual({
      RESULTADO: true,
      EM_USO: false,
    });
  });

  it('refuses a malformed value', async () => {
    expect((await emUso(maria, 'EMAIL', 'não-é-email')).json()).toEqual({
      RESULTADO: false,
      EM_USO: false,
      MSG: 'O e-mail informado é inválido.',
    });
    expect((await emUso(maria, 'CELULAR', '1234')).json()).toEqual({
      RESULTADO: false,
      EM_USO: false,
      MSG: 'O celular informado é inválido.',
    });
    expect((await emUso(maria, 'FAX', '1234')).statusCode).toBe(400);
  });
});

describe('e-mail change', () => {
  it('refuses an e-mail in use, the current one and a malformed one, sending nothing', async () => {
    const before = await t.database.db.select().from(outboundMessages);
    expect((await enviar(maria, 'EMAIL', 'novo@exemplo.com.br')).json()).toEqual({
      RESULTADO: false,
      MSG: 'O e-mail informado já está em uso por outra conta.',
    });
    expect((await enviar(maria, 'EMAIL', 'Membro@Exemplo.com.br')).json()).toEqual({
      RESULTADO: false,
      MSG: 'O e-mail informado é o mesmo já cadastrado na sua conta.',
    });
    expect((await enviar(maria, 'EMAIL', 'x@')).json()).toEqual({
      RESULTADO: false,
      MSG: 'O e-mail informado é inválido.',
    });
    expect(await t.database.db.select().from(outboundMessages)).toEqual(before);
  });

  it('without a code asked for there is nothing to apply', async () => {
    expect((await efetuar(maria, '123456')).json()).toEqual({
      RESULTADO: false,
      MSG: 'Código de confirmação inválido.',
    });
  });

  it('end to end: code to the current e-mail, checked, then the new e-mail applied and the old one told', async () => {
    const sent = await enviar(maria, 'EMAIL', ' Maria.Nova@Exemplo.com.br ');
    expect(sent.json()).toEqual({
      RESULTADO: true,
      MSG: 'Enviamos um código de 6 dígitos para me***@exemplo.com.br.',
      ENVIADO_PARA: 'me***@exemplo.com.br',
    });
    const message = await lastMessageTo('membro@exemplo.com.br');
    expect(message).toMatchObject({ channel: 'email', subject: 'Quita: código para alterar o e-mail' });
    expect(message!.body).toContain('ma***@exemplo.com.br');
    const code = await codeSentTo('membro@exemplo.com.br');

    // Within 60 s no second code goes out.
    expect((await enviar(maria, 'EMAIL', 'outra@exemplo.com.br')).json().MSG).toMatch(
      /^Aguarde \d+ segundos/,
    );

    expect((await verificar(maria, wrong(code))).json()).toEqual({
      RESULTADO: false,
      MSG: 'Código de confirmação inválido.',
    });
    expect((await verificar(maria, code)).json()).toEqual({
      RESULTADO: true,
      MSG: 'Código verificado com sucesso.',
    });
    // Checking does not use the code up, and changes nothing yet.
    expect((await verificar(maria, code)).json().RESULTADO).toBe(true);
    expect((await contactOf(mariaId))!.email).toBe('membro@exemplo.com.br');

    // Pedro cannot apply Maria's change with her code.
    expect((await efetuar(pedro, code)).json()).toEqual({
      RESULTADO: false,
      MSG: 'Código de confirmação inválido.',
    });
    expect(await contactOf(pedroId)).toEqual({ email: 'novo@exemplo.com.br', mobile: '11912345678' });

    expect((await efetuar(maria, code)).json()).toEqual({
      RESULTADO: true,
      MSG: 'Seu e-mail foi alterado com sucesso.',
    });
    expect(await contactOf(mariaId)).toEqual({ email: 'maria.nova@exemplo.com.br', mobile: '11987654321' });
    expect(await t.database.db.select().from(contactChanges)).toEqual([]);
    const notice = await lastMessageTo('membro@exemplo.com.br');
    expect(notice).toMatchObject({ channel: 'email', subject: 'Quita: o e-mail da sua conta foi alterado' });
    expect(notice!.body).toContain('ma***@exemplo.com.br');

    // The code is used up, and the new e-mail logs in.
    expect((await efetuar(maria, code)).json().RESULTADO).toBe(false);
    await expect(
      t.login({ usuario: 'maria.nova@exemplo.com.br', senha: DEMO.maria.senha }),
    ).resolves.toBeTruthy();
    await expect(t.login(DEMO.maria)).rejects.toThrow();
  });

  it('an e-mail someone else took meanwhile is refused and nothing changes', async () => {
    await ageCodes(t, mariaId);
    expect((await enviar(maria, 'EMAIL', 'disputado@exemplo.com.br')).json().RESULTADO).toBe(true);
    const code = await codeSentTo('maria.nova@exemplo.com.br');
    await t.database.db
      .update(members)
      .set({ email: 'disputado@exemplo.com.br' })
      .where(eq(members.id, pedroId));
    expect((await efetuar(maria, code)).json()).toEqual({
      RESULTADO: false,
      MSG: 'O e-mail informado já está em uso por outra conta.',
    });
    expect((await contactOf(mariaId))!.email).toBe('maria.nova@exemplo.com.br');
    await t.database.db.update(members).set({ email: 'novo@exemplo.com.br' }).where(eq(members.id, pedroId));
  });
});

/** The rows keep the values they were always stored with, whatever the code calls them. */
async function storedChannels() {
  const [change] = rowsOf<{ channel: string }>(
    await t.database.db.execute(sql`select channel from contact_changes where member_id = ${mariaId}`),
  );
  const [code] = rowsOf<{ channel: string }>(
    await t.database.db.execute(
      sql`select channel from verification_codes where member_id = ${mariaId} order by id desc limit 1`,
    ),
  );
  return { change: change?.channel, code: code?.channel };
}

describe('mobile change', () => {
  it('end to end: code by SMS to the current mobile, then the new mobile applied', async () => {
    await ageCodes(t, mariaId);
    expect((await enviar(maria, 'CELULAR', '(11) 91234-5678')).json()).toEqual({
      RESULTADO: false,
      MSG: 'O celular informado já está em uso por outra conta.',
    });
    const sent = await enviar(maria, 'CELULAR', '(21) 99999-0000');
    expect(sent.json()).toMatchObject({ RESULTADO: true, ENVIADO_PARA: '(11) *****-4321' });
    expect(await lastMessageTo('11987654321')).toMatchObject({ channel: 'sms' });
    const code = await codeSentTo('11987654321');
    expect((await efetuar(maria, code)).json()).toEqual({
      RESULTADO: true,
      MSG: 'Seu celular foi alterado com sucesso.',
    });
    expect((await contactOf(mariaId))!.mobile).toBe('21999990000');
    expect((await lastMessageTo('11987654321'))!.body).toContain('(21) *****-0000');
  });

  it('a later request replaces the pending one', async () => {
    await ageCodes(t, mariaId);
    await enviar(maria, 'CELULAR', '21988887777');
    expect(await storedChannels()).toEqual({ change: 'CELULAR', code: 'CELULAR' });
    await ageCodes(t, mariaId);
    await enviar(maria, 'EMAIL', 'ultima@exemplo.com.br');
    expect(await storedChannels()).toEqual({ change: 'EMAIL', code: 'EMAIL' });
    const code = await codeSentTo('maria.nova@exemplo.com.br');
    expect((await efetuar(maria, code)).json().MSG).toBe('Seu e-mail foi alterado com sucesso.');
    expect(await contactOf(mariaId)).toEqual({ email: 'ultima@exemplo.com.br', mobile: '21999990000' });
  });
});
