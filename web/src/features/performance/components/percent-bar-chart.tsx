import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  Cell,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
  type LabelProps,
} from 'recharts';
import { formatPercent } from '@common/format';
import { PERCENT_TICKS, type PercentBar } from '../chart-data';
import { ChartCard } from './chart-card';
import { barColor, chartColors, tickStyle } from './chart-theme';

const ROW_HEIGHT = 52;
const AXIS_HEIGHT = 28;
/** About the width of one character of the 13 px label, to shorten names that would overflow. */
const CHAR_WIDTH = 7;

/** The name cut to `room` characters with an ellipsis; the hidden table keeps the full name. */
export function fitName(name: string, room: number): string {
  const chars = [...name];
  return chars.length <= room ? name : `${chars.slice(0, Math.max(room - 1, 1)).join('')}…`;
}

/**
 * Horizontal percent bars with each name written above its bar, so long chapter names keep the
 * full width of a phone instead of a cramped axis.
 */
export function PercentBarChart({
  title,
  summary,
  nameHeader,
  bars,
}: {
  title: string;
  summary?: string;
  nameHeader: string;
  bars: PercentBar[];
}) {
  const { t, i18n } = useTranslation();
  const [width, setWidth] = useState(320);
  const room = Math.floor((width - 56) / CHAR_WIDTH);
  const percent = (value: number) => formatPercent(value, i18n.language);
  return (
    <ChartCard
      title={title}
      summary={summary}
      columns={[
        { header: nameHeader },
        { header: t('analytics.score') },
        { header: t('analytics.basis') },
      ]}
      rows={bars.map((bar) => ({
        key: bar.key,
        cells: [bar.name, percent(bar.percent), bar.detail],
      }))}
    >
      <div style={{ height: bars.length * ROW_HEIGHT + AXIS_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%" onResize={(w) => setWidth(w)}>
          <BarChart
            data={bars}
            layout="vertical"
            margin={{ top: 0, right: 48, bottom: 0, left: 14 }}
            barSize={14}
            accessibilityLayer={false}
          >
            <XAxis
              type="number"
              domain={[0, 100]}
              ticks={PERCENT_TICKS}
              tickFormatter={(value: number) => `${value}%`}
              tick={tickStyle}
              stroke={chartColors.grid}
              height={AXIS_HEIGHT}
              interval={0}
            />
            <YAxis type="category" dataKey="name" hide />
            <Bar
              dataKey="percent"
              radius={[0, 4, 4, 0]}
              background={{ fill: chartColors.track, radius: 4 }}
              minPointSize={2}
              isAnimationActive={false}
            >
              {bars.map((bar) => (
                <Cell key={bar.key} fill={barColor(bar.percent)} />
              ))}
              <LabelList dataKey="name" content={(props) => <NameAbove {...props} room={room} />} />
              <LabelList
                dataKey="percent"
                position="right"
                formatter={(value) => percent(Number(value))}
                style={{ fontSize: 12, fontWeight: 600, fill: '#0f172a' }}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}

/** The bar's name, written just above it from its left end. */
function NameAbove({ x, y, value, room }: LabelProps & { room: number }) {
  const name = String(value);
  return (
    <text x={Number(x)} y={Number(y) - 6} fontSize={13} fill="#1e293b">
      <title>{name}</title>
      {fitName(name, room)}
    </text>
  );
}
