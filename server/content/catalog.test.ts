import { describe, expect, it } from 'vitest';
import { sectionsTotal } from '@common/paper-marks';
import { readCatalog } from './catalog';

const catalog = readCatalog();

describe('the curriculum catalog (content/catalog)', () => {
  it("has the spec's ten countries and 33 or more curricula, each in a known country", () => {
    expect(catalog.countries.map((c) => c.id)).toEqual([
      'in',
      'us',
      'uk',
      'au',
      'ca',
      'de',
      'fr',
      'jp',
      'sg',
      'ae',
    ]);
    expect(catalog.curricula.length).toBeGreaterThanOrEqual(33);
    const countries = new Set([...catalog.countries.map((c) => c.id), 'intl']);
    for (const curriculum of catalog.curricula) expect(countries).toContain(curriculum.country);
  });

  it('records where each CBSE class 6 to 10 core chapter list was checked (issue 15)', () => {
    const core = catalog.subjects.filter(
      (s) =>
        s.curriculum === 'in-cbse' &&
        s.class >= 6 &&
        s.class <= 10 &&
        ['mathematics', 'science', 'social-science', 'english'].includes(s.id),
    );
    expect(core).toHaveLength(20);
    for (const s of core) expect(s.source, `${s.class} ${s.id}`).toMatch(/NCERT/);
  });

  it('gives every subject a class its curriculum has, and unique chapter ids', () => {
    for (const subject of catalog.subjects) {
      const curriculum = catalog.curricula.find((c) => c.id === subject.curriculum);
      expect(curriculum?.classes, `${subject.curriculum} ${subject.class}`).toContain(
        subject.class,
      );
      const ids = subject.chapters.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('offers the board patterns, each adding up to its total marks', () => {
    // Eight boards' papers, CBSE class 9 in the class 10 design (issue 14), and a half-yearly
    // and an annual school exam for classes 6 to 8 Mathematics and Science (issue 15).
    expect(catalog.presets).toHaveLength(22);
    for (const preset of catalog.presets) {
      expect(sectionsTotal(preset.sections), preset.id).toBe(preset.totalMarks);
      const subject = catalog.subjects.find(
        (s) =>
          s.curriculum === preset.curriculum && s.class === preset.class && s.id === preset.subject,
      );
      const chapters = new Set(subject?.chapters.map((c) => c.id));
      for (const section of preset.sections)
        for (const chapter of section.chapters ?? [])
          expect(chapters, preset.id).toContain(chapter);
      for (const unit of preset.weightage ?? [])
        for (const chapter of unit.chapters) expect(chapters, preset.id).toContain(chapter);
    }
  });

  it('lets a board that teaches the NCERT books share their chapters, naming its source', () => {
    const up = catalog.curricula.find((c) => c.id === 'in-up-upmsp')!;
    expect(up.sharedBanks?.[0]?.source).toMatch(/NCERT/);
    const shared = catalog.subjects.find(
      (s) => s.curriculum === 'in-up-upmsp' && s.class === 10 && s.id === 'science',
    )!;
    const cbse = catalog.subjects.find(
      (s) => s.curriculum === 'in-cbse' && s.class === 10 && s.id === 'science',
    )!;
    expect(shared.sharesBankOf).toBe('in-cbse');
    expect(shared.chapters).toEqual(cbse.chapters);
    expect(catalog.names('hi').chapter(shared, shared.chapters[0]!)).toBe(
      catalog.names('hi').chapter(cbse, cbse.chapters[0]!),
    );
  });
});
