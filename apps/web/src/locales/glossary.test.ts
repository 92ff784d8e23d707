import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@sangam/domain';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../..');
const glossary = fs.readFileSync(path.join(repo, 'docs/glossary.md'), 'utf8');

type Rule = { term: string; language: string; use: string[]; avoid: string[]; except: string[] };

const tableUnder = (heading: string) => {
  const section = glossary.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`docs/glossary.md has no "## ${heading}" section`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
};

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);

const rules: Rule[] = tableUnder('Variants to avoid').map(([term, language, use, avoid, except]) => ({
  term: term ?? '',
  language: language ?? '',
  use: codeSpans(use ?? ''),
  avoid: codeSpans(avoid ?? ''),
  except: codeSpans(except ?? ''),
}));

const flatten = (value: unknown, prefix: string, out: Record<string, string>) => {
  if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  else out[prefix] = String(value);
  return out;
};

/** Every screen and e-mail string of a language, keyed `namespace:key` (e-mails as `mail:key`). */
const stringsOf = (language: string) => {
  const out: Record<string, string> = {};
  const dir = path.join(repo, 'apps/web/src/locales', language);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const flat = flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), '', {});
    for (const [key, text] of Object.entries(flat)) out[`${file.replace(/\.json$/, '')}:${key}`] = text;
  }
  const mail = path.join(repo, 'apps/server/src/mail/locales', `${language}.json`);
  const flat = flatten(JSON.parse(fs.readFileSync(mail, 'utf8')), '', {});
  for (const [key, text] of Object.entries(flat)) out[`mail:${key}`] = text;
  return out;
};

// NFC so that a precomposed letter (Devanagari ख़ U+0959) and its two-code-point form compare equal.
const fold = (text: string) => text.normalize('NFC').toLowerCase();

/** The strings that use a variant the glossary says to avoid, as "key: variant (term)". */
const glossaryViolations = (strings: Record<string, string>, languageRules: Rule[]) =>
  languageRules.flatMap((rule) =>
    Object.entries(strings)
      .filter(([key]) => !rule.except.includes(key))
      .flatMap(([key, text]) => {
        const rest = rule.use.reduce((t, use) => t.split(fold(use)).join(' '), fold(text));
        return rule.avoid
          .filter((variant) => rest.includes(fold(variant)))
          .map((variant) => `${key}: "${variant}" (${rule.term})`);
      }),
  );

describe('glossary', () => {
  it('has a row for every term the screens and e-mails share, in all six languages', () => {
    const terms = tableUnder('Terms');
    const names = terms.map(([term]) => term);
    for (const needed of [
      'Input (farm inputs)',
      'Mandi',
      'FPO',
      'Plan (subscription)',
      'Plan tiers',
      'Advanced Buyers',
      'Block',
      'Import / Export (files)',
      'Confirm',
      'Reset (password)',
      'E-mail',
    ])
      expect(names).toContain(needed);
    for (const row of terms.filter(([term]) => !term?.startsWith('Nukta')))
      expect(
        row.slice(1, 7).filter((cell) => cell === ''),
        `${row[0]}`,
      ).toEqual([]);
  });

  it('lists variants to avoid only for known languages', () => {
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(languages, rule.term).toContain(rule.language);
      expect(rule.avoid.length, `${rule.term} ${rule.language}`).toBeGreaterThan(0);
    }
  });

  it('catches a string that uses an avoided variant, and not one that uses the chosen word', () => {
    const email = rules.filter((rule) => rule.language === 'en' && rule.term === 'E-mail');
    expect(glossaryViolations({ 'auth:x': 'Send the E-mail again' }, email)).toEqual([
      'auth:x: "e-mail" (E-mail)',
    ]);
    expect(glossaryViolations({ 'auth:x': 'Send the email again' }, email)).toEqual([]);
    const input = rules.filter((rule) => rule.language === 'hi' && rule.term === 'Input');
    expect(glossaryViolations({ 'common:x': 'इनपुट बाज़ार' }, input)).toHaveLength(1);
    expect(glossaryViolations({ 'common:x': 'कृषि इनपुट बाज़ार' }, input)).toEqual([]);
  });

  it.each([...languages])('every %s screen and e-mail string uses the glossary words', (language) => {
    expect(
      glossaryViolations(
        stringsOf(language),
        rules.filter((rule) => rule.language === language),
      ),
    ).toEqual([]);
  });
});
