import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { Analytics } from '@common/schemas/attempt';
import { formatNumber, formatPercent } from '@common/format';
import { PERCENT_TICKS } from '../chart-data';
import { ChartCard } from './chart-card';
import { barColor, chartColors, tickStyle } from './chart-theme';

/** The score on easy, medium and hard questions: three columns, readable at any width. */
export function DifficultyChart({ rows }: { rows: Analytics['byDifficulty'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = rows.map((row) => ({
    ...row,
    name: t(`generate.difficulties.${row.difficulty}`),
  }));
  const marks = (value: number) => formatNumber(value, language);
  return (
    <ChartCard
      title={t('analytics.byDifficulty')}
      columns={[
        { header: t('analytics.difficulty') },
        { header: t('analytics.score') },
        { header: t('analytics.basis') },
      ]}
      rows={data.map((row) => ({
        key: row.difficulty,
        cells: [
          row.name,
          formatPercent(row.percent, language),
          t('analytics.marksBasis', { earned: marks(row.earned), possible: marks(row.possible) }),
        ],
      }))}
    >
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 20, right: 8, bottom: 0, left: 0 }}
            barCategoryGap="28%"
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis dataKey="name" tick={tickStyle} tickMargin={6} stroke={chartColors.grid} />
            <YAxis
              domain={[0, 100]}
              ticks={PERCENT_TICKS}
              tickFormatter={(value: number) => `${value}%`}
              tick={tickStyle}
              width={44}
              stroke={chartColors.grid}
            />
            <Bar
              dataKey="percent"
              radius={[4, 4, 0, 0]}
              maxBarSize={64}
              minPointSize={2}
              isAnimationActive={false}
            >
              {data.map((row) => (
                <Cell key={row.difficulty} fill={barColor(row.percent)} />
              ))}
              <LabelList
                dataKey="percent"
                position="top"
                formatter={(value) => formatPercent(Number(value), language)}
                style={{ fontSize: 12, fontWeight: 600, fill: '#0f172a' }}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
