import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { dataUrl, nextIp, TINY_PDF, TINY_PNG } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, post } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PHOTO_UPDATED = { RESULTADO: true, MSG: 'Sua imagem de perfil foi atualizada com sucesso.' };
const WRONG_TYPE = { RESULTADO: false, MSG: 'A imagem de perfil deve ser do tipo JPG, PNG, WEBP ou GIF.' };
const TOO_BIG = { RESULTADO: false, MSG: 'A imagem de perfil ultrapassa o limite de 2MB.' };

/** A fresh client address per call: this file saves more often than the route's per-minute limit. */
const salvar = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/emitente/salvar',
    headers: t.auth(token),
    payload,
    remoteAddress: nextIp(),
  });
const dados = async (token: string) => (await get(t, token, '/api/emitente/obterDadosPessoais')).json();
const mariaRow = async () => (await t.database.db.select().from(members).where(eq(members.id, mariaId)))[0]!;

const FORM = {
  nome: 'Maria Demo Silva Souza',
  nomeApresentacao: 'Dra. Maria',
  dataNascimento: '1985-04-13',
  sexo: 'F',
  facebook: 'https://facebook.com/maria',
  instagram: '@maria.demo',
  x: '@mariademo',
  linkedin: 'https://linkedin.com/in/maria',
  lattes: 'http://lattes.cnpq.br/123',
};

describe('personal data', () => {
  it('needs a token', async () => {
    expect((await get(t, null, '/api/emitente/obterDadosPessoais')).statusCode).toBe(401);
    expect((await post(t, null, '/api/emitente/salvar', FORM)).statusCode).toBe(401);
  });

  it('obterDadosPessoais gives the stored fields, no photo yet', async () => {
    expect(await dados(maria)).toEqual({
      RESULTADO: true,
      DADOS: {
        nome: 'Maria Demo Silva',
        nomeApresentacao: 'Dra. Maria Demo',
        dataNascimento: '1985-04-12',
        sexo: 'F',
        facebook: null,
        instagram: null,
        x: null,
        linkedin: null,
        lattes: null,
        foto: null,
        email: 'membro@exemplo.com.br',
        celular: '11987654321',
        cpf: '52998224725',
      },
    });
  });

  it('salvar stores the form and says so; the same form again changes nothing', async () => {
    expect((await salvar(maria, FORM)).json()).toEqual({
      RESULTADO: true,
      MSG: 'Seus dados pessoais foram atualizados com sucesso.',
    });
    expect((await dados(maria)).DADOS).toMatchObject({ ...FORM, foto: null });
    expect((await salvar(maria, FORM)).json()).toEqual({
      RESULTADO: true,
      MSG: 'Nenhuma alteração foi feita.',
    });
  });

  it('blank optional fields are cleared; absent ones are kept', async () => {
    await salvar(maria, { nomeApresentacao: '', facebook: null, sexo: '' });
    expect((await dados(maria)).DADOS).toMatchObject({
      nome: FORM.nome,
      nomeApresentacao: null,
      facebook: null,
      sexo: null,
      instagram: FORM.instagram,
    });
    await salvar(maria, FORM);
  });

  it('checks name, birth date and sex, changing nothing', async () => {
    const before = await mariaRow();
    const cases: Array<[object, string]> = [
      [{ ...FORM, nome: '  ' }, 'O nome completo é um campo obrigatório.'],
      [{ ...FORM, dataNascimento: '' }, 'O data de nascimento é um campo obrigatório.'],
      [{ ...FORM, dataNascimento: '2099-01-01' }, 'A data de nascimento informada é inválida.'],
      [{ ...FORM, dataNascimento: '1985-02-30' }, 'A data de nascimento informada é inválida.'],
      [{ ...FORM, sexo: 'X' }, 'O sexo informado é inválido.'],
    ];
    for (const [payload, MSG] of cases)
      expect((await salvar(maria, payload)).json(), MSG).toEqual({ RESULTADO: false, MSG });
    expect(await mariaRow()).toEqual(before);
  });

  it('accepts DD/MM/YYYY as the birth date', async () => {
    await salvar(maria, { dataNascimento: '01/02/1985' });
    expect((await dados(maria)).DADOS.dataNascimento).toBe('1985-02-01');
    await salvar(maria, { dataNascimento: '13/04/1985' });
    expect((await dados(maria)).DADOS.dataNascimento).toBe('1985-04-13');
  });

  it('the photo alone: the spec message, and the photo comes back as a data URL', async () => {
    expect((await salvar(maria, { foto: dataUrl('image/png', TINY_PNG) })).json()).toEqual(PHOTO_UPDATED);
    expect((await dados(maria)).DADOS.foto).toBe(dataUrl('image/png', TINY_PNG));
    const logado = (await get(t, maria, '/api/emitente/obterLogado')).json();
    expect(logado.usuario.foto).toBe(dataUrl('image/png', TINY_PNG));
    // The whole form with the same photo: nothing changed.
    expect((await salvar(maria, { ...FORM, foto: dataUrl('image/png', TINY_PNG) })).json().MSG).toBe(
      'Nenhuma alteração foi feita.',
    );
  });

  it('takes JPEG, WEBP and GIF; image/jpg is read as image/jpeg', async () => {
    for (const [mime, bytes] of [
      ['image/jpeg', JPEG],
      ['image/webp', WEBP],
      ['image/gif', GIF],
      ['image/jpg', JPEG],
    ] as const) {
      const res = await salvar(maria, { foto: dataUrl(mime, bytes) });
      if (mime === 'image/jpg') expect(res.json().RESULTADO, mime).toBe(true);
      else expect(res.json(), mime).toEqual(PHOTO_UPDATED);
    }
    expect((await mariaRow()).photoMime).toBe('image/jpeg');
  });

  it('the form and the photo together: the personal-data message', async () => {
    const res = await salvar(maria, {
      ...FORM,
      nome: 'Maria D. Silva',
      foto: dataUrl('image/png', TINY_PNG),
    });
    expect(res.json().MSG).toBe('Seus dados pessoais foram atualizados com sucesso.');
    expect((await mariaRow()).photoMime).toBe('image/png');
  });

  it('refuses what is not a JPEG, PNG, WEBP or GIF by its bytes, keeping the photo', async () => {
    const before = await mariaRow();
    for (const foto of [
      dataUrl('application/pdf', TINY_PDF),
      dataUrl('image/png', TINY_PDF),
      dataUrl('image/svg+xml', SVG),
      dataUrl(
        'image/bmp',
        Buffer.from('BM\x46\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00\x28\x00\x00\x00', 'latin1'),
      ),
      dataUrl('image/jpeg', TINY_PNG),
      'data:image/png;base64,!!!!',
      'data:image/png;base64,',
      'https://exemplo.com.br/foto.png',
      TINY_PNG.toString('base64'),
    ]) {
      expect((await salvar(maria, { foto })).json(), foto.slice(0, 40)).toEqual(WRONG_TYPE);
    }
    expect(await mariaRow()).toEqual(before);
  });

  it('refuses a photo over 2 MB, judged before decoding; a body too large for the route is a 400', async () => {
    const before = await mariaRow();
    const big = Buffer.alloc(2 * MB + 1);
    TINY_PNG.copy(big);
    expect((await salvar(maria, { foto: dataUrl('image/png', big) })).json()).toEqual(TOO_BIG);
    const exact = Buffer.alloc(2 * MB);
    TINY_PNG.copy(exact);
    expect((await salvar(pedro, { foto: dataUrl('image/png', exact) })).json()).toEqual(PHOTO_UPDATED);
    // Not base64 at all, but long: refused for its size without being read.
    expect((await salvar(maria, { foto: `data:image/png;base64,${'!'.repeat(3 * MB)}` })).json()).toEqual(
      TOO_BIG,
    );
    const huge = await salvar(maria, { foto: `data:image/png;base64,${'A'.repeat(10 * MB)}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().RESULTADO).toBe(false);
    expect(await mariaRow()).toEqual(before);
  });

  it('foto null removes the photo', async () => {
    expect((await salvar(maria, { foto: null })).json()).toEqual({
      RESULTADO: true,
      MSG: 'Sua imagem de perfil foi removida com sucesso.',
    });
    expect((await dados(maria)).DADOS.foto).toBeNull();
  });

  it('each member sees and changes only their own data', async () => {
    const pedroDados = (await dados(pedro)).DADOS;
    expect(pedroDados).toMatchObject({ nome: 'Pedro Demo Costa', email: 'novo@exemplo.com.br' });
    expect(pedroDados.foto).toMatch(/^data:image\/png;base64,/);
    expect((await dados(maria)).DADOS.nome).toBe('Maria D. Silva');
  });
});
