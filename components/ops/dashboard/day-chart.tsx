import styles from './dashboard.module.scss';

export type ChartSeries = { label: string; values: number[]; colour: string };

// Narrow enough that its labels stay readable when the chart shrinks to a phone's width.
const WIDTH = 480;
const HEIGHT = 220;
const PAD = { top: 14, right: 10, bottom: 26, left: 58 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** A round axis maximum above `max` (1, 2, 2.5 or 5 times a power of ten), and four steps up to it. */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const step0 = max / 4;
  const power = 10 ** Math.floor(Math.log10(step0));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= step0) ?? 10 * power) || 1;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/**
 * A small chart of values per day, drawn as SVG (no chart library): lines, or bars for a single series. It is an
 * image with a title and a description; the same numbers stand in a table beside it for screen readers and
 * for reading exact values. Negative values (a day with more refunds than sales) go below the zero line.
 */
export function DayChart(props: {
  id: string;
  title: string;
  description: string;
  days: string[];
  series: ChartSeries[];
  kind: 'line' | 'bar';
  format?: (value: number) => string;
}) {
  const { id, title, description, days, series, kind } = props;
  const format = props.format ?? ((v: number) => String(v));
  const values = series.flatMap((s) => s.values);
  const top = niceTicks(Math.max(0, ...values));
  const bottom = niceTicks(Math.max(0, ...values.map((v) => -v)));
  const maxV = top[top.length - 1] ?? 1;
  const minV = Math.min(0, ...values) < 0 ? -(bottom[bottom.length - 1] ?? 0) : 0;
  const ticks = [
    ...bottom
      .slice(1)
      .map((v) => -v)
      .reverse(),
    ...top,
  ].filter((v) => v >= minV);
  const y = (v: number) => PAD.top + PLOT_H - ((v - minV) / (maxV - minV || 1)) * PLOT_H;
  const slot = PLOT_W / Math.max(days.length, 1);
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const labelEvery = Math.ceil(days.length / 6);

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={styles.chartSvg}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(v)}
              y2={y(v)}
              className={v === 0 ? styles.axis : styles.grid}
            />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className={styles.tick}>
              {format(v)}
            </text>
          </g>
        ))}
        {days.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className={styles.tick}>
              {d.slice(5)}
            </text>
          ) : null,
        )}
        {kind === 'bar'
          ? series.map((s, si) =>
              s.values.map((v, i) => {
                const w = (slot * 0.7) / series.length;
                return (
                  <rect
                    key={`${s.label}-${days[i]}`}
                    x={x(i) - (slot * 0.7) / 2 + si * w}
                    y={Math.min(y(v), y(0))}
                    width={Math.max(w, 1)}
                    height={Math.abs(y(0) - y(v))}
                    fill={s.colour}
                  />
                );
              }),
            )
          : series.map((s) => (
              <g key={s.label}>
                <polyline
                  points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
                  fill="none"
                  stroke={s.colour}
                  strokeWidth={2}
                />
                {s.values.map((v, i) => (
                  <circle key={days[i]} cx={x(i)} cy={y(v)} r={days.length > 45 ? 1.5 : 3} fill={s.colour} />
                ))}
              </g>
            ))}
      </svg>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.label} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: s.colour }} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
