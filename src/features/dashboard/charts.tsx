// Plain SVG charts drawn with the theme's colours (so they follow dark mode), each paired with a table that screen
// readers read instead of the picture (inside a hidden box: a table itself ignores the 1 px width and would widen
// the page).
import type {ReactNode} from 'react';
import {addDays, daysEndingWith, FORECAST_DAYS, type DayCount} from '../../../schema/dashboard-stats.ts';
import {heatLevel, monthTotals, shortDate, weekdayIndex} from './chart-data.ts';
import {ScrollRegion} from '../../components/ScrollRegion.tsx';

export type Bar = {key: string; label: string; value: number; valueText: string};

type BarChartProps = {
  title: string;
  columnHeading: string;
  valueHeading: string;
  bars: Bar[];
  testId: string;
  labelEvery?: number;
  footer?: ReactNode;
};

const BAR_CHART = {width: 560, height: 150, gap: 0.25};

/** A share of the chart's width or height as a CSS percentage. */
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(3)}%`;

// The bars are drawn in SVG, which scales with the page; their labels and values are HTML on top of it, so that
// they keep their size on a phone instead of shrinking with the picture.
export function BarChart({title, columnHeading, valueHeading, bars, testId, labelEvery = 1, footer}: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slots = Math.max(1, bars.length);
  const slot = BAR_CHART.width / slots;
  const barHeight = (bar: Bar) => Math.max((bar.value / max) * BAR_CHART.height, bar.value > 0 ? 2 : 0);
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption className="chart-title">{title}</figcaption>
      <div className="chart-plot" aria-hidden="true">
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: drawn for the eye inside an aria-hidden plot; the figure says its figures in words. */}
        <svg
          className="chart-svg"
          viewBox={`0 0 ${BAR_CHART.width} ${BAR_CHART.height}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <line
            className="chart-axis"
            x1={0}
            x2={BAR_CHART.width}
            y1={BAR_CHART.height}
            y2={BAR_CHART.height}
            vectorEffect="non-scaling-stroke"
          />
          {bars.map((bar, index) => (
            <rect
              key={bar.key}
              className="chart-bar"
              x={index * slot + (slot * BAR_CHART.gap) / 2}
              y={BAR_CHART.height - barHeight(bar)}
              width={slot * (1 - BAR_CHART.gap)}
              height={barHeight(bar)}
              rx={3}
            >
              <title>{`${bar.label}: ${bar.valueText}`}</title>
            </rect>
          ))}
        </svg>
        {bars.length <= 10 &&
          bars.map(
            (bar, index) =>
              bar.value > 0 && (
                <span
                  key={bar.key}
                  className="chart-value"
                  style={{left: percent(index + 0.5, slots), bottom: percent(barHeight(bar), BAR_CHART.height)}}
                >
                  {bar.valueText}
                </span>
              ),
          )}
      </div>
      <div className="chart-labels" aria-hidden="true">
        {bars.map(
          (bar, index) =>
            index % labelEvery === 0 && (
              <span
                key={bar.key}
                className={index === 0 ? 'chart-label chart-label-first' : 'chart-label'}
                style={{left: index === 0 ? 0 : percent(index + 0.5, slots)}}
              >
                {bar.label}
              </span>
            ),
        )}
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columnHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer}
    </figure>
  );
}

const CELL = 12;
const GAP = 3;
const LEFT = 28;
const TOP = 16;

/** A year of review days: one column per week, one row per weekday, darker for busier days. */
export function ReviewHeatmap({reviewDays, today, days}: {reviewDays: DayCount[]; today: string; days: number}) {
  const counts = new Map(reviewDays.map(({day, count}) => [day, count]));
  const max = Math.max(0, ...reviewDays.map(({count}) => count));
  const all = daysEndingWith(today, days);
  const offset = weekdayIndex(all[0]!);
  const weeks = Math.ceil((all.length + offset) / 7);
  const width = LEFT + weeks * (CELL + GAP);
  const height = TOP + 7 * (CELL + GAP);
  const monthStarts = all.map((day, index) => ({day, index})).filter(({day}) => day.endsWith('-01'));
  const months = monthTotals(reviewDays, all[0]!, today);
  return (
    <figure className="chart heatmap" data-testid="review-heatmap">
      <figcaption className="chart-title">Review days over the last year</figcaption>
      <ScrollRegion label="Review days" className="heatmap-scroll">
        <svg
          className="heatmap-svg"
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          aria-hidden="true"
          focusable="false"
        >
          {monthStarts.map(({day, index}) => (
            <text key={day} className="chart-label" x={LEFT + Math.floor((index + offset) / 7) * (CELL + GAP)} y={10}>
              {shortDate(day, {month: 'short'})}
            </text>
          ))}
          {['Mon', 'Wed', 'Fri'].map((label, row) => (
            <text key={label} className="chart-label" x={0} y={TOP + (row * 2 + 1) * (CELL + GAP) + CELL - 2}>
              {label}
            </text>
          ))}
          {all.map((day, index) => {
            const position = index + offset;
            const count = counts.get(day) ?? 0;
            return (
              <rect
                key={day}
                className={`heat heat-${heatLevel(count, max)}`}
                x={LEFT + Math.floor(position / 7) * (CELL + GAP)}
                y={TOP + (position % 7) * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                data-day={day}
                data-count={count}
              >
                <title>{`${shortDate(day, {day: 'numeric', month: 'short', year: 'numeric'})}: ${count} ${count === 1 ? 'review' : 'reviews'}`}</title>
              </rect>
            );
          })}
        </svg>
      </ScrollRegion>
      <p className="heatmap-legend" aria-hidden="true">
        Less{' '}
        {[0, 1, 2, 3, 4].map((level) => (
          <span key={level} className={`heat-swatch heat-${level}`} />
        ))}{' '}
        More
      </p>
      <div className="visually-hidden">
        <table>
          <caption>Reviews per month over the last year</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Days with reviews</th>
              <th scope="col">Reviews</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{month.label}</th>
                <td>{month.days}</td>
                <td>{month.reviews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The first day of the forecast's last label, for a caption like "next 30 days". */
export function forecastRange(today: string, days: number): string {
  return `${shortDate(today, {day: 'numeric', month: 'short'})} – ${shortDate(addDays(today, days - 1), {day: 'numeric', month: 'short'})}`;
}

/** Cards coming due per day; the first day's are those still to come due today (those due now are shown apart). */
export function ForecastChart({days, testId}: {days: readonly DayCount[]; testId: string}) {
  return (
    <BarChart
      title={`Reviews coming due per day, next ${FORECAST_DAYS} days`}
      columnHeading="Day"
      valueHeading="Reviews coming due"
      testId={testId}
      labelEvery={5}
      bars={days.map((day, index) => ({
        key: day.day,
        label: index === 0 ? 'Later today' : shortDate(day.day, {day: 'numeric', month: 'short'}),
        value: day.count,
        valueText: String(day.count),
      }))}
    />
  );
}

export function forecastTotal(days: readonly DayCount[]): number {
  return days.reduce((sum, day) => sum + day.count, 0);
}
