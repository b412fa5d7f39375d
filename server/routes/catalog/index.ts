import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  SubjectQuerySchema,
  ClassesQuerySchema,
  CurriculaQuerySchema,
  SubjectsQuerySchema,
} from '@common/schemas/catalog-queries';
import type {
  ChapterOption,
  ClassOption,
  CountryOption,
  CurriculumOption,
  PresetOption,
  SubjectOption,
} from '@common/schemas/paper';
import type { AppContext } from '../../context';
import { parseInput } from '../../errors';

/** The catalog changes only with a release: browsers may keep it an hour. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=3600');

const className = (n: number) => (n === 0 ? 'Kindergarten' : `Class ${n}`);

/**
 * The picker's option lists: GET /api/countries, /api/curricula, /api/classes (spec §7 shapes),
 * then /api/subjects, /api/chapters and /api/presets, each with how many questions it holds,
 * named in the interface language of `?lang=` (English by default).
 * International programmes (IB, Cambridge, Pearson) are offered in every country.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { catalog, availability } = ctx.content;
  const curriculaOf = (country: string) =>
    catalog.curricula.filter((c) => c.country === country || c.country === 'intl');

  app.get('/api/countries', async (_request, reply) => {
    cacheable(reply);
    return catalog.countries.map(
      ({ id, name, flag }) =>
        ({ id, name, flag, available: availability.country(id) }) satisfies CountryOption,
    );
  });

  app.get('/api/curricula', async (request, reply) => {
    const { country, lang } = parseInput(CurriculaQuerySchema, request.query);
    const names = catalog.names(lang);
    cacheable(reply);
    return curriculaOf(country).map(
      (c) =>
        ({
          id: c.id,
          name: names.curriculum(c),
          available: availability.curriculum(c.id),
        }) satisfies CurriculumOption,
    );
  });

  app.get('/api/classes', async (request, reply) => {
    const query = parseInput(ClassesQuerySchema, request.query);
    const curriculum = curriculaOf(query.country).find((c) => c.id === query.curriculum);
    cacheable(reply);
    return (curriculum?.classes ?? []).map(
      (n) =>
        ({
          id: String(n),
          name: className(n),
          available: availability.scope(curriculum!.id, n),
        }) satisfies ClassOption,
    );
  });

  app.get('/api/subjects', async (request, reply) => {
    const query = parseInput(SubjectsQuerySchema, request.query);
    const pool = (subject: string) => ctx.content.pool(query.curriculum, query.class, subject);
    const names = catalog.names(query.lang);
    cacheable(reply);
    return catalog.subjects
      .filter((s) => s.curriculum === query.curriculum && s.class === query.class)
      .map(
        (s) =>
          ({
            id: s.id,
            name: names.subject(s),
            book: s.book,
            questionCount: pool(s.id)?.size ?? 0,
            available: availability.subject(query.curriculum, query.class, s.id),
          }) satisfies SubjectOption,
      );
  });

  app.get('/api/chapters', async (request, reply) => {
    const query = parseInput(SubjectQuerySchema, request.query);
    const subject = catalog.subjects.find(
      (s) => s.curriculum === query.curriculum && s.class === query.class && s.id === query.subject,
    );
    const counts = ctx.content.pool(query.curriculum, query.class, query.subject)?.chapterCounts;
    const names = catalog.names(query.lang);
    cacheable(reply);
    return (subject?.chapters ?? []).map(
      (c) =>
        ({
          ...c,
          name: names.chapter(subject!, c),
          questionCount: counts?.get(c.id) ?? 0,
        }) satisfies ChapterOption,
    );
  });

  app.get('/api/presets', async (request, reply) => {
    const query = parseInput(SubjectQuerySchema, request.query);
    const names = catalog.names(query.lang);
    cacheable(reply);
    return catalog.presets
      .filter(
        (p) =>
          p.curriculum === query.curriculum &&
          p.class === query.class &&
          p.subject === query.subject,
      )
      .map(
        (p) =>
          ({
            id: p.id,
            name: names.preset(p),
            durationMinutes: p.durationMinutes,
            totalMarks: p.totalMarks,
            questionCount: p.sections.reduce((sum, s) => sum + s.count, 0),
          }) satisfies PresetOption,
      );
  });
}
