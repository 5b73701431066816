import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialties } from '../../../server/db/schema';
import { memberGet, memberPost } from '../support/member-calls';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf } from '../support/wallet';

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

const NOT_FOUND = { RESULTADO: false, MSG: 'Recurso não encontrado.' };
const listar = async (token: string) =>
  (await memberGet(t, token, '/api/emitente/listarEmitenteEspecialidade')).json();
const salvar = (token: string, payload: object) =>
  memberPost(t, token, '/api/emitente/salvarEmitenteEspecialidade', payload);
const obter = (token: string, id: number) =>
  memberPost(t, token, '/api/emitente/obterEmitenteEspecialidade', { ID_EMITENTE_ESPECIALIDADE: id });
const excluir = (token: string, id: number) =>
  memberPost(t, token, '/api/emitente/excluirEspecialidade', { ID_EMITENTE_ESPECIALIDADE: id });
const mariaRows = () =>
  t.database.db.select().from(specialties).where(eq(specialties.memberId, mariaId)).orderBy(specialties.id);

describe('specialties', () => {
  it('need a token', async () => {
    expect((await memberGet(t, null, '/api/emitente/listarEmitenteEspecialidade')).statusCode).toBe(401);
    expect((await memberGet(t, null, '/api/emitente/listarEmitenteEspecialidadeML')).statusCode).toBe(401);
  });

  it('the catalogue holds the medical specialties and the psychology areas', async () => {
    const catalogue = (await memberGet(t, maria, '/api/emitente/listarEmitenteEspecialidadeML')).json();
    expect(catalogue).toEqual(
      expect.arrayContaining([
        { ESPECIALIDADE: 'OFTALMOLOGIA', AREA: 'MEDICINA' },
        { ESPECIALIDADE: 'CLÍNICA MÉDICA', AREA: 'MEDICINA' },
        { ESPECIALIDADE: 'PEDIATRIA', AREA: 'MEDICINA' },
        { ESPECIALIDADE: 'PSICOLOGIA CLÍNICA', AREA: 'PSICOLOGIA' },
        { ESPECIALIDADE: 'NEUROPSICOLOGIA', AREA: 'PSICOLOGIA' },
      ]),
    );
    expect(catalogue.filter((e: { AREA: string }) => e.AREA === 'MEDICINA')).toHaveLength(55);
    expect(new Set(catalogue.map((e: { ESPECIALIDADE: string }) => e.ESPECIALIDADE)).size).toBe(
      catalogue.length,
    );
  });

  it('starts empty', async () => {
    expect(await listar(maria)).toEqual([]);
  });

  it('saves a catalogue entry (case and accents forgiven) with its RQE', async () => {
    const res = await salvar(maria, { ESPECIALIDADE: 'oftalmologia', RQE: '12345' });
    expect(res.json()).toEqual({
      RESULTADO: true,
      MSG: 'Especialidade salva com sucesso.',
      ID_EMITENTE_ESPECIALIDADE: expect.any(Number),
    });
    await salvar(maria, { ESPECIALIDADE: 'clinica  medica' });
    expect(await listar(maria)).toEqual([
      { ID_EMITENTE_ESPECIALIDADE: expect.any(Number), ESPECIALIDADE: 'CLÍNICA MÉDICA', RQE: null },
      {
        ID_EMITENTE_ESPECIALIDADE: res.json().ID_EMITENTE_ESPECIALIDADE,
        ESPECIALIDADE: 'OFTALMOLOGIA',
        RQE: '12345',
      },
    ]);
  });

  it('refuses an unknown name, a bad RQE and a duplicate, saving nothing', async () => {
    const before = await mariaRows();
    const cases: Array<[object, string]> = [
      [{ ESPECIALIDADE: 'ASTROLOGIA' }, 'Selecione uma especialidade da lista.'],
      [{ ESPECIALIDADE: '' }, 'Selecione uma especialidade da lista.'],
      [{ ESPECIALIDADE: 'PEDIATRIA', RQE: '12a' }, 'O RQE informado é inválido.'],
      [{ ESPECIALIDADE: 'Oftalmologia', RQE: '1' }, 'Esta especialidade já está cadastrada.'],
    ];
    for (const [payload, MSG] of cases)
      expect((await salvar(maria, payload)).json(), MSG).toEqual({ RESULTADO: false, MSG });
    expect(await mariaRows()).toEqual(before);
  });

  it('obter and an update by id', async () => {
    const [clinica, oftalmo] = await listar(maria);
    expect((await obter(maria, oftalmo.ID_EMITENTE_ESPECIALIDADE)).json()).toEqual({
      RESULTADO: true,
      EMITENTE_ESPECIALIDADE: oftalmo,
    });
    const updated = await salvar(maria, {
      ID_EMITENTE_ESPECIALIDADE: clinica.ID_EMITENTE_ESPECIALIDADE,
      ESPECIALIDADE: 'PEDIATRIA',
      RQE: 777,
    });
    expect(updated.json().ID_EMITENTE_ESPECIALIDADE).toBe(clinica.ID_EMITENTE_ESPECIALIDADE);
    expect((await obter(maria, clinica.ID_EMITENTE_ESPECIALIDADE)).json().EMITENTE_ESPECIALIDADE).toEqual({
      ID_EMITENTE_ESPECIALIDADE: clinica.ID_EMITENTE_ESPECIALIDADE,
      ESPECIALIDADE: 'PEDIATRIA',
      RQE: '777',
    });
    // Renaming onto another one of hers is a duplicate.
    expect(
      (
        await salvar(maria, {
          ID_EMITENTE_ESPECIALIDADE: clinica.ID_EMITENTE_ESPECIALIDADE,
          ESPECIALIDADE: 'OFTALMOLOGIA',
        })
      ).json().MSG,
    ).toBe('Esta especialidade já está cadastrada.');
  });

  it("Pedro cannot read, change or delete Maria's specialties: 404 and nothing changes", async () => {
    const before = await mariaRows();
    for (const { id } of before) {
      const read = await obter(pedro, id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(NOT_FOUND);
      const changed = await salvar(pedro, { ID_EMITENTE_ESPECIALIDADE: id, ESPECIALIDADE: 'UROLOGIA' });
      expect(changed.statusCode).toBe(404);
      expect(changed.json()).toEqual(NOT_FOUND);
      const deleted = await excluir(pedro, id);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual(NOT_FOUND);
    }
    expect(await mariaRows()).toEqual(before);
    expect(await listar(pedro)).toEqual([]);
    // Pedro may have the same specialty as Maria.
    expect((await salvar(pedro, { ESPECIALIDADE: 'OFTALMOLOGIA' })).json().RESULTADO).toBe(true);
  });

  it('excluir deletes one of hers', async () => {
    const [first] = await listar(maria);
    expect((await excluir(maria, first.ID_EMITENTE_ESPECIALIDADE)).json()).toEqual({
      RESULTADO: true,
      MSG: 'Especialidade excluída com sucesso.',
    });
    expect(await listar(maria)).toHaveLength(1);
    expect((await excluir(maria, first.ID_EMITENTE_ESPECIALIDADE)).statusCode).toBe(404);
  });
});
