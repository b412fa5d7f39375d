import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { Analytics } from '@common/schemas/attempt';
import { formatDate, formatPercent, formatShortDate } from '@common/format';
import { dayTicks, PERCENT_TICKS } from '../chart-data';
import { ChartCard } from './chart-card';
import { chartColors, tickStyle } from './chart-theme';

type Point = { index: number; date: string; percent: number; paperTitle: string };

/** The score of each submitted attempt, oldest first (issue 5). */
export function ScoreOverTimeChart({ points }: { points: Analytics['scoreOverTime'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data: Point[] = points.map((point, index) => ({ index, ...point }));
  const percent = (value: number) => formatPercent(value, language);
  const latest = points.at(-1)!;
  const best = Math.max(...points.map((point) => point.percent));
  return (
    <ChartCard
      className="lg:col-span-2"
      title={t('analytics.scoreOverTime')}
      summary={t('analytics.scoreSummary', {
        latest: percent(latest.percent),
        best: percent(best),
        count: points.length,
      })}
      columns={[
        { header: t('analytics.date') },
        { header: t('analytics.paper') },
        { header: t('analytics.score') },
      ]}
      rows={points.map((point) => ({
        key: point.attemptId,
        cells: [formatDate(point.date, language), point.paperTitle, percent(point.percent)],
      }))}
    >
      <div className="h-64 sm:h-72">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis
              dataKey="index"
              type="number"
              domain={data.length === 1 ? [-1, 1] : ['dataMin', 'dataMax']}
              ticks={dayTicks(
                points.map((point) => point.date),
                (date) => formatShortDate(date, language),
                5,
              )}
              interval={0}
              tickFormatter={(index: number) =>
                data[index] ? formatShortDate(data[index].date, language) : ''
              }
              tick={tickStyle}
              tickMargin={8}
              stroke={chartColors.grid}
            />
            <YAxis
              domain={[0, 100]}
              ticks={PERCENT_TICKS}
              tickFormatter={(value: number) => `${value}%`}
              tick={tickStyle}
              width={44}
              stroke={chartColors.grid}
            />
            <Tooltip content={(props) => <ScoreTooltip {...props} language={language} />} />
            <Line
              type="monotone"
              dataKey="percent"
              stroke={chartColors.line}
              strokeWidth={2.5}
              dot={{ r: 4, fill: chartColors.line }}
              activeDot={{ r: 6 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

function ScoreTooltip({
  active,
  payload,
  language,
}: Pick<TooltipContentProps, 'active' | 'payload'> & { language: string }) {
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="max-w-60 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-medium text-slate-900">{point.paperTitle}</p>
      <p className="text-slate-600">{formatDate(point.date, language)}</p>
      <p className="font-semibold text-slate-900">{formatPercent(point.percent, language)}</p>
    </div>
  );
}
