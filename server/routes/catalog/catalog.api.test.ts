import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@common/messages';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.client().get(url);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('the catalog option lists (spec §3, §7)', () => {
  it('GET /api/countries lists the ten countries with flags, India first', async () => {
    const { status, body, headers } = await get('/api/countries');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual({ id: 'in', name: 'India', flag: '🇮🇳', available: true });
    expect(body.map((c: { name: string }) => c.name)).toEqual([
      'India',
      'United States',
      'United Kingdom',
      'Australia',
      'Canada',
      'Germany',
      'France',
      'Japan',
      'Singapore',
      'UAE',
    ]);
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });

  it('GET /api/curricula offers India 33 or more boards, national, state and international', async () => {
    const { status, body } = await get('/api/curricula?country=in');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(33);
    const names = body.map((c: { name: string }) => c.name).join(' | ');
    for (const board of [
      'CBSE',
      'ICSE',
      'ISC',
      'NIOS',
      'Maharashtra',
      'Tamil Nadu',
      'IB Diploma',
      'Cambridge IGCSE',
    ])
      expect(names).toContain(board);
    expect(body[0]).toEqual({
      id: 'in-cbse',
      name: 'Central Board of Secondary Education (CBSE)',
      available: true,
    });
    const uk = await get('/api/curricula?country=uk');
    expect(uk.body.map((c: { id: string }) => c.id)).toContain('uk-gcse');
    expect(uk.body.map((c: { id: string }) => c.id)).not.toContain('in-cbse');
  });

  it('GET /api/classes lists the classes of a curriculum', async () => {
    const { body } = await get('/api/classes?country=in&curriculum=in-cbse');
    expect(body).toHaveLength(12);
    expect(body[0]).toEqual({ id: '1', name: 'Class 1', available: false });
    expect(body[11]).toEqual({ id: '12', name: 'Class 12', available: false });
    expect((await get('/api/classes?country=in&curriculum=intl-ib-pyp')).body[0]).toEqual({
      id: '0',
      name: 'Kindergarten',
      available: false,
    });
    expect((await get('/api/classes?country=us&curriculum=in-cbse')).body).toEqual([]);
  });

  it('GET /api/subjects and /api/chapters go one level further, with question counts', async () => {
    const subjects = await get('/api/subjects?country=in&curriculum=in-cbse&class=10');
    expect(subjects.status).toBe(200);
    const maths = subjects.body.find((s: { id: string }) => s.id === 'mathematics');
    expect(maths).toMatchObject({ name: 'Mathematics', book: 'Mathematics (NCERT)' });
    expect(maths.questionCount).toBeGreaterThan(0);
    const chapters = await get('/api/chapters?curriculum=in-cbse&class=10&subject=mathematics');
    expect(chapters.body).toHaveLength(14);
    expect(chapters.body[0]).toMatchObject({ id: 'real-numbers', number: 1, name: 'Real Numbers' });
    expect(chapters.body[0].questionCount).toBeGreaterThan(0);
    expect((await get('/api/chapters?curriculum=in-cbse&class=10&subject=astrology')).body).toEqual(
      [],
    );
  });

  it('GET /api/presets lists the board patterns of a subject', async () => {
    const { body } = await get('/api/presets?curriculum=in-cbse&class=10&subject=mathematics');
    expect(body).toEqual([
      {
        id: 'cbse-10-mathematics-standard',
        name: 'CBSE Class 10 Mathematics (Standard) board pattern',
        durationMinutes: 180,
        totalMarks: 80,
        questionCount: 38,
      },
    ]);
  });

  it('marks as available only what makes a full default paper; the rest is coming soon', async () => {
    const classes = (await get('/api/classes?country=in&curriculum=in-cbse')).body as {
      id: string;
      available: boolean;
    }[];
    expect(classes.filter((c) => c.available).map((c) => c.id)).toEqual(['6', '7', '8', '9', '10']);
    // Class 8 Social Science has no questions yet: it is shown, as coming soon.
    const eight = await get('/api/subjects?country=in&curriculum=in-cbse&class=8');
    const social = eight.body.find((s: { id: string }) => s.id === 'social-science');
    expect(social.questionCount).toBe(0);
    expect(social.available).toBe(false);
    const ten = await get('/api/subjects?country=in&curriculum=in-cbse&class=10');
    const available = ten.body.filter((s: { available: boolean }) => s.available);
    expect(available.map((s: { id: string }) => s.id).sort()).toEqual(['mathematics', 'science']);
    const boards = (await get('/api/curricula?country=in')).body as {
      id: string;
      available: boolean;
    }[];
    // UP Board, GSEB and MP Board teach the NCERT books and share their bank (issue 14).
    expect(boards.filter((c) => c.available).map((c) => c.id)).toEqual([
      'in-cbse',
      'in-up-upmsp',
      'in-gj-gseb',
      'in-mp-mpbse',
    ]);
    const countries = (await get('/api/countries')).body as { id: string; available: boolean }[];
    expect(countries.filter((c) => c.available).map((c) => c.id)).toEqual(['in']);
  });

  it('answers a missing or malformed query with a clear 400', async () => {
    for (const url of [
      '/api/curricula',
      '/api/classes?country=in',
      '/api/subjects?curriculum=in-cbse&class=ten',
      '/api/chapters?curriculum=in-cbse&class=10',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toBe(Messages.catalogQueryInvalid);
    }
    const unknown = await get('/api/curricula?country=in&sort=name');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(Messages.unknownField);
  });
});
