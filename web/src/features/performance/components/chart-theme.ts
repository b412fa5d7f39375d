import { bandOf } from '../chart-data';

/** Colours of the charts: the brand for lines, a band colour for percent bars (AA on white). */
export const chartColors = {
  line: '#4338ca',
  grid: '#e2e8f0',
  axis: '#475569',
  track: '#f1f5f9',
  low: '#dc2626',
  middle: '#d97706',
  high: '#059669',
} as const;

export const barColor = (percent: number) => chartColors[bandOf(percent)];

/** Axis text: 12 px in the app's slate, readable on a phone. */
export const tickStyle = { fontSize: 12, fill: chartColors.axis } as const;
