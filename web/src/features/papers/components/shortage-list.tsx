import { useTranslation } from 'react-i18next';
import type { PoolShortage } from '@common/schemas/errors';

/** Names the chapters when there are few, so the teacher sees exactly where questions ran out. */
function chapterList(ids: string[], names: ReadonlyMap<string, string>, many: string) {
  if (ids.length > 3) return many;
  return ids.map((id) => names.get(id) ?? id).join(', ');
}

/** What the bank could not supply, one line per section: never a silently short paper. */
export function ShortageList({
  shortages,
  chapterNames,
}: {
  shortages: PoolShortage[];
  chapterNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {shortages.map((s, i) => (
        <li key={i}>
          {t('generate.shortageIn', {
            section: s.section,
            kind: t(`paper.kinds.${s.style ?? s.type}`),
            difficulty: s.difficulty
              ? t(`generate.difficulties.${s.difficulty}`)
              : t('generate.difficulties.mixed'),
            needed: s.needed,
            available: s.available,
            chapters: chapterList(
              s.chapters,
              chapterNames,
              t('generate.manyChapters', { count: s.chapters.length }),
            ),
          })}
        </li>
      ))}
    </ul>
  );
}
