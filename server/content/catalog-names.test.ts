import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UiLanguages } from '@common/languages';
import { readCatalog } from './catalog';
import { nameKeys } from './catalog-names';
import { CATALOG_DIR } from './paths';

const catalog = readCatalog();
const keys = nameKeys(catalog);
const LATIN_WORD = /[A-Za-z]{3,}/g;
// An English term in brackets after the name, as school books print some terms, may stay.
const BRACKETED_ENGLISH = /\([A-Za-z][A-Za-z ,.'-]*\)/g;
// Abbreviations (CBSE, BCE) stay in Latin letters.
const ABBREVIATION = /^[A-Z]+$/;

describe('catalog names in the nine other languages (issue 12)', () => {
  for (const language of UiLanguages.filter((l) => l !== 'en')) {
    it(`${language} names every board, subject, chapter, preset and section label`, () => {
      const file = JSON.parse(readFileSync(`${CATALOG_DIR}/names/${language}.json`, 'utf8'));
      for (const group of Object.keys(keys) as (keyof typeof keys)[]) {
        const missing = [...keys[group]].filter((key) => !file[group]?.[key]);
        expect(missing, `${language} ${group}`).toEqual([]);
      }
      // Written in the language: no chapter left in English words.
      const english = Object.entries(file.chapters as Record<string, string>).filter(([, name]) =>
        (name.replace(BRACKETED_ENGLISH, '').match(LATIN_WORD) ?? []).some(
          (word) => !ABBREVIATION.test(word),
        ),
      );
      expect(english, `${language} chapters with English words`).toEqual([]);
    });
  }

  it('looks names up by language, with the catalog English as the fallback', () => {
    const maths = catalog.subjects.find(
      (s) => s.curriculum === 'in-cbse' && s.class === 10 && s.id === 'mathematics',
    )!;
    const realNumbers = maths.chapters.find((c) => c.id === 'real-numbers')!;
    expect(catalog.names('hi').subject(maths)).toBe('गणित');
    expect(catalog.names('hi').chapter(maths, realNumbers)).toBe('वास्तविक संख्याएँ');
    expect(catalog.names('en').chapter(maths, realNumbers)).toBe('Real Numbers');
    // An English book's chapters are the titles of its texts, in every language.
    const english = catalog.subjects.find((s) => s.id === 'english')!;
    expect(catalog.names('ta').chapter(english, english.chapters[0]!)).toBe(
      english.chapters[0]!.name,
    );
  });
});
