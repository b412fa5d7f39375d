import { useTranslation } from 'react-i18next';
import type { PoolShortage } from '@common/schemas/errors';

/** What the bank could not supply, one line per section: never a silently short paper. */
export function ShortageList({ shortages }: { shortages: PoolShortage[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {shortages.map((s, i) => (
        <li key={i}>
          {t('generate.shortage', {
            section: s.section,
            kind: t(`paper.kinds.${s.style ?? s.type}`),
            difficulty: s.difficulty
              ? t(`generate.difficulties.${s.difficulty}`)
              : t('generate.difficulties.mixed'),
            needed: s.needed,
            available: s.available,
            chapters: s.chapters.length,
          })}
        </li>
      ))}
    </ul>
  );
}
