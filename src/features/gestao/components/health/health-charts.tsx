import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Colours that keep 3:1 or more against white, told apart by the legend and the table too. */
export const SERIES_COLOURS = ['#1f5fa8', '#b3541e', '#2e7d32', '#7b3fa0', '#8a6d00', '#00796b'];

export interface Series {
  key: string;
  label: string;
}

interface ChartProps {
  data: Record<string, string | number>[];
  /** The data's field with the x-axis label. */
  x: string;
  series: Series[];
  format: (value: number) => string;
}

const HEIGHT = 240;
const tick = { fontSize: 12 };

/**
 * Bars (stacked when asked) and lines through recharts: the picture only; the section's table
 * says the same in text, and the figure's caption sums it up.
 */
export function HealthBarChart({
  data,
  x,
  series,
  format,
  stacked = false,
}: ChartProps & { stacked?: boolean }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tick={tick} />
        <YAxis tick={tick} tickFormatter={format} width={72} />
        <Tooltip formatter={(v) => format(Number(v))} />
        {series.length > 1 && <Legend />}
        {series.map((s, k) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={SERIES_COLOURS[k % SERIES_COLOURS.length]}
            {...(stacked ? { stackId: 'all' } : {})}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function HealthLineChart({ data, x, series, format }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tick={tick} />
        <YAxis tick={tick} tickFormatter={format} width={56} domain={[0, 100]} />
        <Tooltip formatter={(v) => format(Number(v))} />
        {series.length > 1 && <Legend />}
        {series.map((s, k) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stroke={SERIES_COLOURS[k % SERIES_COLOURS.length]}
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
