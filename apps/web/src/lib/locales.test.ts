import fs from 'node:fs';
import path from 'node:path';
import { languages } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { namespaces } from './i18n.ts';

const root = path.resolve(import.meta.dirname, '../locales');
const read = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('translations', () => {
  it('every namespace file exists for English', () => {
    for (const namespace of namespaces)
      expect(fs.existsSync(path.join(root, 'en', `${namespace}.json`))).toBe(true);
  });

  describe.each(languages.filter((language) => language !== 'en'))('%s', (language) => {
    it.each([...namespaces])('has every key of en/%s.json', (namespace) => {
      const missing = keys(read('en', namespace)).filter(
        (key) => !keys(read(language, namespace)).includes(key),
      );
      expect(missing).toEqual([]);
    });

    it.each([...namespaces])('has no empty or untranslated-looking values in %s.json', (namespace) => {
      const flat = (value: unknown): string[] =>
        value && typeof value === 'object' ? Object.values(value).flatMap(flat) : [String(value)];
      expect(flat(read(language, namespace)).filter((text) => text.trim() === '')).toEqual([]);
    });
  });
});
