import { sql } from 'drizzle-orm';
import { CATEGORY_PROMOTION_EMAIL } from '../../domain/category-promotion-messages';
import { CATEGORY } from '../../domain/constants';
import { formatDisplayDate } from '../../domain/dates';
import { todayInSaoPaulo } from '../cash-flow/sao-paulo-days';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { lockAnnuities, repriceOpenAnnuities } from './annuities';

/** SPEC §9: Aspirante for at most 2 years. */
const YEARS_AS_ASPIRANTE = 2;

export interface PromotionRun {
  /** Memberships moved from Aspirante to Titular. */
  promoted: number;
  emails: number;
  /** Next year's open annuities priced again as Titular (a December promotion). */
  repriced: number;
}

/**
 * The `promocoes` job: an active Aspirante whose time in the category reached 2 years becomes
 * Titular from today (where the issuer offers Titular), and is told by e-mail. One UPDATE moves
 * them, so a rerun, or a second instance, finds nobody left to move. An annuity already billed
 * for next year follows the new category; this year's stays as it was billed.
 */
export async function promoteAspirantes(db: Db, now = new Date()): Promise<PromotionRun> {
  const today = todayInSaoPaulo(now);
  const body = CATEGORY_PROMOTION_EMAIL.body.replace('{data}', formatDisplayDate(today));
  return db.transaction(async (tx) => {
    await lockAnnuities(tx, 'shared');
    const [moved] = rowsOf<{ promoted: number | string; emails: number | string; ids: string }>(
      await tx.execute(sql`
        with promoted as (
          update memberships ms set category_id = ${CATEGORY.TITULAR}, category_since = ${today}::date
          where ms.status = 'A' and ms.category_id = ${CATEGORY.ASPIRANTE}
            and ms.category_since <= ${today}::date - make_interval(years => ${YEARS_AS_ASPIRANTE})
            and exists (select 1 from issuer_categories ic
                        where ic.issuer_id = ms.issuer_id and ic.category_id = ${CATEGORY.TITULAR})
          returning ms.id, ms.member_id, ms.issuer_id
        ),
        emails as (
          insert into outbound_messages (channel, recipient, subject, body)
          select 'email', m.email, ${CATEGORY_PROMOTION_EMAIL.subject},
                 replace(replace(${body}, '{nome}', m.name), '{associacao}', s.name)
          from promoted p
          join members m on m.id = p.member_id
          join issuers s on s.id = p.issuer_id
          where m.email is not null and m.password_hash is not null
          returning 1
        )
        select (select count(*) from promoted)::int as promoted,
               (select count(*) from emails)::int as emails,
               coalesce((select json_agg(id) from promoted), '[]')::text as ids`),
    );
    const promoted = Number(moved?.promoted ?? 0);
    const repriced =
      promoted === 0
        ? 0
        : await repriceOpenAnnuities(
            tx,
            sql`(select member_id, issuer_id, category_id from memberships
                 where id in (select value::int from json_array_elements_text(${moved!.ids}::json))) ms`,
            { fromYear: Number(today.slice(0, 4)) + 1, today },
          );
    return { promoted, emails: Number(moved?.emails ?? 0), repriced };
  });
}
