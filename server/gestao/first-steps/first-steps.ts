import { sql } from 'drizzle-orm';
import type { FirstStepsResponse } from '../../../domain/contract/gestao-first-steps';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { receivesForReal, type ReceivingFacts } from './receiving-account';

type Flags = Record<
  'associationData' | 'category' | 'receivingAccount' | 'secondStaff' | 'qrDownloaded' | 'firstCharge',
  boolean
>;

/**
 * "Primeiros passos", computed from the association's data: its data and logo (associations.name,
 * cnpj and logo), an active category with its annuity, how members pay (the account it receives by
 * now, chosen in Recebimentos or the install's; never the sandbox: receivesForReal), a
 * second staff member invited, the association QR poster downloaded, and a first charge the staff
 * created in Cobranças (a "Nova cobrança": the annuities the system bills on joining are not one).
 */
export async function firstStepsOf(
  db: Db,
  associationId: number,
  install: Pick<ReceivingFacts, 'sandboxInstall' | 'installScope'>,
): Promise<FirstStepsResponse> {
  const [row] = rowsOf<
    Record<Exclude<keyof Flags, 'receivingAccount'> | 'hasPixSettings' | 'hasAsaasSettings', boolean> & {
      choice: ReceivingFacts['choice'];
    }
  >(
    await db.execute(sql`
      select
        exists (select 1 from issuers s where s.id = ${associationId} and s.logo is not null
                and s.cnpj is not null and btrim(s.name) <> '') as "associationData",
        exists (select 1 from issuer_categories ic join categories c on c.id = ic.category_id
                where ic.issuer_id = ${associationId} and c.retired_at is null and ic.annuity_centavos > 0) as "category",
        exists (select 1 from issuer_pix_settings p where p.issuer_id = ${associationId}) as "hasPixSettings",
        exists (select 1 from issuer_asaas_settings a where a.issuer_id = ${associationId}) as "hasAsaasSettings",
        (select r.gateway from issuer_receiving r where r.issuer_id = ${associationId}) as "choice",
        (select count(*) from staff st where st.issuer_id = ${associationId} and st.removed_at is null) >= 2 as "secondStaff",
        exists (select 1 from issuer_milestones m where m.issuer_id = ${associationId} and m.kind = 'qr_downloaded') as "qrDownloaded",
        exists (select 1 from charge_batches b where b.issuer_id = ${associationId}) as "firstCharge"`),
  );
  const { hasPixSettings, hasAsaasSettings, choice, ...facts } = row!;
  const flags: Flags = {
    ...facts,
    receivingAccount: receivesForReal({ choice, hasPixSettings, hasAsaasSettings, ...install }),
  };
  const steps = [
    { key: 'associationData', path: 'associacao', done: flags.associationData },
    { key: 'category', path: 'categorias', done: flags.category },
    { key: 'receivingAccount', path: 'recebimentos', done: flags.receivingAccount },
    { key: 'secondStaff', path: 'equipe', done: flags.secondStaff },
    { key: 'qrDownloaded', path: 'qr', done: flags.qrDownloaded },
    { key: 'firstCharge', path: 'cobrancas', done: flags.firstCharge },
  ] as const;
  return { steps: [...steps], allDone: steps.every((s) => s.done) };
}
