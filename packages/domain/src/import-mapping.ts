import { farmerFields, importFields, type FarmerField, type ImportField } from './farmer.ts';
import { headerWords, normaliseHeader } from './header-normalise.ts';
import {
  farmerColumnAliases,
  farmerColumnExclusions,
  farmerColumnFallbacks,
} from './import-header-aliases.ts';

export { farmerColumnAliases, farmerColumnExclusions, farmerColumnFallbacks };

/**
 * Which spreadsheet column (0-based) feeds each farmer field; null while unmapped, which for an
 * optional field means the sheet has no such column.
 */
export type ColumnMapping = Record<ImportField, number | null>;

type Alias = { key: string; latin: boolean };

const prepare = (aliases: readonly string[]): Alias[] => {
  const keys = [...new Set(aliases.map(normaliseHeader))].filter(Boolean);
  return keys.map((key) => ({ key, latin: /^[a-z0-9]+$/.test(key) }));
};

const prepareAll = (lists: Partial<Record<ImportField, readonly string[]>>) =>
  Object.fromEntries(importFields.map((field) => [field, prepare(lists[field] ?? [])])) as Record<
    ImportField,
    Alias[]
  >;

const aliases = prepareAll(farmerColumnAliases);
const fallbacks = prepareAll(farmerColumnFallbacks);
// A header naming a place, a phone or a gender is not the farmer's name ("Village Name", "Contact
// Person Name"); land words are left out because "Name of Land Owner" is the farmer.
const exclusions = prepareAll({
  ...farmerColumnExclusions,
  farmerName: [
    ...farmerColumnExclusions.farmerName,
    ...farmerFields
      .filter((field) => field !== 'farmerName' && field !== 'acres')
      .flatMap((field) => farmerColumnAliases[field]),
  ],
});

const EXACT = 3;
const WORDS = 2;
const STEM = 1;

/**
 * How well one alias fits a header's words: the whole header (3), whole words inside it (2), or the
 * start of a word (1, Indian scripts only, where case endings join the noun). An English alias may
 * take a plural ending and still count as whole words. Words may run together or apart, so "pin
 * code" fits "PINCODE" and "pincode" fits "Pin Code".
 */
const fit = (words: string[], alias: Alias): number => {
  let best = 0;
  for (let start = 0; start < words.length; start++) {
    let text = '';
    for (let end = start; end < words.length; end++) {
      text += words[end];
      const covers = start === 0 && end === words.length - 1;
      if (text === alias.key) {
        best = Math.max(best, covers ? EXACT : WORDS);
        break;
      }
      if (alias.key.startsWith(text)) continue;
      if (text.startsWith(alias.key)) {
        const rest = text.slice(alias.key.length);
        if (!alias.latin) best = Math.max(best, STEM);
        else if (rest === 's' || rest === 'es') best = Math.max(best, covers ? EXACT : WORDS);
      }
      break;
    }
  }
  return best;
};

type Candidate = {
  field: ImportField;
  column: number;
  kind: number;
  aliasLength: number;
  headerLength: number;
};

const candidatesFor = (words: string[][], source: Record<ImportField, Alias[]>): Candidate[] =>
  importFields.flatMap((field) =>
    words.flatMap((header, column): Candidate[] => {
      if (header.length === 0 || exclusions[field].some((word) => fit(header, word) > 0)) return [];
      let kind = 0;
      let aliasLength = 0;
      for (const alias of source[field]) {
        const found = fit(header, alias);
        if (found > kind || (found === kind && found > 0 && alias.key.length > aliasLength)) {
          kind = found;
          aliasLength = alias.key.length;
        }
      }
      if (kind === 0) return [];
      return [{ field, column, kind, aliasLength, headerLength: header.join('').length }];
    }),
  );

/**
 * Best evidence first: a whole-header match over a word inside a header, a longer alias over a
 * shorter one ("village" over "name" for "Village Name"), a header with less else in it
 * ("Mobile No" over "Alternate Mobile No"), then the leftmost column.
 */
const byEvidence = (a: Candidate, b: Candidate) =>
  b.kind - a.kind ||
  b.aliasLength - a.aliasLength ||
  a.headerLength - b.headerLength ||
  a.column - b.column ||
  importFields.indexOf(a.field) - importFields.indexOf(b.field);

/**
 * Auto-matches headers to fields on their normalised words, so the spellings real sheets use
 * (ತಾಲ್ಲೂಕು and ತಾಲೂಕು, ज़िला and जिला, "Mob. No.", "1. Farmer Name:") all find their field. Each
 * column feeds at most one field; a header that could mislead (a father's name, land in hectares)
 * is left for the operator, who can change every choice.
 */
export const suggestMapping = (headers: string[]): ColumnMapping => {
  const words = headers.map((header) => headerWords(String(header ?? '')));
  const mapping = Object.fromEntries(importFields.map((field) => [field, null])) as ColumnMapping;
  const taken = new Set<number>();
  const assign = (candidates: Candidate[]) => {
    for (const { field, column } of candidates.sort(byEvidence)) {
      if (mapping[field] !== null || taken.has(column)) continue;
      mapping[field] = column;
      taken.add(column);
    }
  };
  assign(candidatesFor(words, aliases));
  assign(candidatesFor(words, fallbacks));
  return mapping;
};

/** Every required field has a column; an optional one may have none. */
export const isCompleteMapping = (
  mapping: Partial<ColumnMapping>,
): mapping is Partial<ColumnMapping> & Record<FarmerField, number> =>
  farmerFields.every((field) => typeof mapping[field] === 'number');
