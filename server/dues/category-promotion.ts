import { sql } from 'drizzle-orm';
import { CATEGORY_PROMOTION_EMAIL } from '../../domain/category-promotion-messages';
import { formatDisplayDate } from '../../domain/dates';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { lockAnnuities, repriceOpenAnnuities } from './annuities';

export interface PromotionRun {
  /** Memberships moved along their category's rule. */
  promoted: number;
  emails: number;
  /** Next year's open annuities priced again in the new category (a December promotion). */
  repriced: number;
}

/**
 * The `promocoes` job: an active member whose time in a category with a rule ("Após N anos,
 * passa para <categoria>"; the demo's Aspirante: 2 years, Titular, SPEC §9) reached N years moves
 * to the rule's category from today (while the association still offers it and has not retired it),
 * and is told by e-mail. One UPDATE moves them, so a rerun, or a second instance, finds nobody
 * left to move. An annuity already billed for next year follows the new category; this year's
 * stays as it was billed.
 */
export async function applyCategoryPromotions(db: Db, now = new Date()): Promise<PromotionRun> {
  const today = todayInSaoPaulo(now);
  const { subject, body } = CATEGORY_PROMOTION_EMAIL;
  const dated = body.replace('{data}', formatDisplayDate(today));
  return db.transaction(async (tx) => {
    await lockAnnuities(tx, 'shared');
    const [moved] = rowsOf<{ promoted: number | string; emails: number | string; ids: string }>(
      await tx.execute(sql`
        with rules as (
          select rule.id as from_id, rule.issuer_id, rule.description as from_name,
                 rule.promotes_after_years as years, target.id as to_id, target.description as to_name
          from categories rule
          join categories target on target.id = rule.promotes_to_category_id
                                and target.issuer_id = rule.issuer_id and target.retired_at is null
          join issuer_categories ic on ic.issuer_id = target.issuer_id and ic.category_id = target.id
          where rule.promotes_after_years is not null
        ),
        promoted as (
          update memberships ms set category_id = r.to_id, category_since = ${today}::date
          from rules r
          where ms.status = 'A' and ms.issuer_id = r.issuer_id and ms.category_id = r.from_id
            and ms.category_since <= ${today}::date - make_interval(years => r.years)
          returning ms.id, ms.member_id, ms.issuer_id, r.from_name, r.to_name, r.years
        ),
        emails as (
          insert into outbound_messages (channel, recipient, subject, body, issuer_id)
          select 'email', m.email, replace(${subject}, '{categoria}', p.to_name),
                 replace(replace(replace(replace(replace(${dated}, '{nome}', m.name), '{associacao}', s.name),
                   '{anos}', case when p.years = 1 then '1 ano' else p.years || ' anos' end),
                   '{anterior}', p.from_name), '{categoria}', p.to_name),
                 p.issuer_id
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
