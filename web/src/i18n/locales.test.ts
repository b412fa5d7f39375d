import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import { Languages } from './languages';
import en from './locales/en.json';

const dir = join(__dirname, 'locales');

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  return [prefix];
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}.${key}`));
  return [];
}

describe('translations', () => {
  it('every one of the ten languages has a file', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(Languages.map((language) => `${language.code}.json`).sort());
  });

  it('English has a text for every shared message', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(Messages).sort());
    for (const [key, text] of Object.entries(Messages))
      expect(en.messages[key as keyof typeof en.messages]).toBe(text);
  });

  for (const { code } of Languages.filter((language) => language.code !== 'en')) {
    it(`${code} has every key English has, with its placeholders, and is not left in English`, () => {
      const other = JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8'));
      expect(keyPaths(other).sort()).toEqual(keyPaths(en).sort());
      const translated = new Map(leaves(other));
      let same = 0;
      for (const [path, text] of leaves(en)) {
        for (const placeholder of text.match(/{{\w+}}/g) ?? [])
          expect(translated.get(path), path).toContain(placeholder);
        if (translated.get(path) === text && /[a-z]{4,}/.test(text)) same += 1;
      }
      expect(same, 'strings left in English').toBeLessThan(5);
    });
  }
});
