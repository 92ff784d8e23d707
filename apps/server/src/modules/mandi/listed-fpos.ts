import { sql, type SQL } from 'drizzle-orm';

/**
 * Which FPOs the public sees (issue 14): those whose profile is complete, by the same rule as the
 * profile gate (`missingFpoProfileFields` in packages/domain): a name of two characters or more
 * that is not 'null' or 'undefined', and a valid Indian mobile number, the FPO's own or an owner's.
 * Written in SQL so the Mandi can filter and page in the database; listed-fpos.test.ts runs the
 * same cases through both and fails the day they disagree.
 */

// What JavaScript's trim() and \s remove: WhiteSpace and LineTerminator, in a PostgreSQL bracket.
const space = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;

const trimmed = (column: SQL) => sql`regexp_replace(${column}, ${`^[${space}]+|[${space}]+$`}, '', 'g')`;

export const validFpoName = (column: SQL) =>
  sql`(char_length(${trimmed(column)}) >= 2 and ${trimmed(column)} not in ('null', 'undefined'))`;

export const validFpoPhone = (column: SQL) =>
  sql`(regexp_replace(coalesce(${column}, ''), ${`[${space}-]`}, '', 'g') ~ '^(\\+91|91)?[6-9][0-9]{9}$')`;

/** True for a listed FPO; `fpo` is the alias of the fpos row in the surrounding query. */
export const isListedFpo = (fpo: string): SQL => {
  const f = sql.raw(`"${fpo}"`);
  return sql`(${validFpoName(sql`${f}.name`)} and (${validFpoPhone(sql`${f}.phone`)} or exists (
    select 1 from fpo_members m join user_profiles p on p.user_id = m.user_id
    where m.fpo_id = ${f}.id and m.role = 'owner' and ${validFpoPhone(sql`p.phone`)})))`;
};
