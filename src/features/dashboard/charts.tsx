// Plain SVG charts drawn with the theme's colours (so they follow dark mode), each paired with a table that screen
// readers read instead of the picture (inside a hidden box: a table itself ignores the 1 px width and would widen
// the page).
import type {ReactNode} from 'react';
import {addDays, daysEndingWith, type DayCount} from '../../../schema/dashboard-stats.ts';
import {heatLevel, monthTotals, shortDate, weekdayIndex} from './chart-data.ts';

export type Bar = {key: string; label: string; value: number; valueText: string};

type BarChartProps = {title: string; columnHeading: string; valueHeading: string; bars: Bar[]; testId: string; labelEvery?: number; footer?: ReactNode};

const BAR_CHART = {width: 560, height: 180, top: 18, bottom: 26, gap: 0.25};

export function BarChart({title, columnHeading, valueHeading, bars, testId, labelEvery = 1, footer}: BarChartProps) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  // Many bars get a wider picture, so that its labels keep their size.
  const width = Math.max(BAR_CHART.width, bars.length * 36);
  const slot = width / Math.max(1, bars.length);
  const plotHeight = BAR_CHART.height - BAR_CHART.top - BAR_CHART.bottom;
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption className="chart-title">{title}</figcaption>
      <svg className="chart-svg" viewBox={`0 0 ${width} ${BAR_CHART.height}`} aria-hidden="true" focusable="false">
        <line className="chart-axis" x1={0} x2={width} y1={BAR_CHART.height - BAR_CHART.bottom} y2={BAR_CHART.height - BAR_CHART.bottom} />
        {bars.map((bar, index) => {
          const height = (bar.value / max) * plotHeight;
          const x = index * slot + (slot * BAR_CHART.gap) / 2;
          const y = BAR_CHART.height - BAR_CHART.bottom - height;
          return (
            <g key={bar.key}>
              <rect className="chart-bar" x={x} y={y} width={slot * (1 - BAR_CHART.gap)} height={Math.max(height, bar.value > 0 ? 2 : 0)} rx={3}>
                <title>{`${bar.label}: ${bar.valueText}`}</title>
              </rect>
              {bar.value > 0 && bars.length <= 10 && (
                <text className="chart-value" x={x + (slot * (1 - BAR_CHART.gap)) / 2} y={y - 4} textAnchor="middle">{bar.valueText}</text>
              )}
              {index % labelEvery === 0 && (
                <text className="chart-label" x={index === 0 ? 0 : index * slot + slot / 2} y={BAR_CHART.height - 8} textAnchor={index === 0 ? 'start' : 'middle'}>{bar.label}</text>
              )}
            </g>
          );
        })}
      </svg>
      <div className="visually-hidden"><table>
        <caption>{title}</caption>
        <thead><tr><th scope="col">{columnHeading}</th><th scope="col">{valueHeading}</th></tr></thead>
        <tbody>
          {bars.map((bar) => <tr key={bar.key}><th scope="row">{bar.label}</th><td>{bar.valueText}</td></tr>)}
        </tbody>
      </table></div>
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
      <div className="heatmap-scroll" role="region" aria-label="Review days (scrolls sideways)" tabIndex={0}>
        <svg className="heatmap-svg" viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
          {monthStarts.map(({day, index}) => (
            <text key={day} className="chart-label" x={LEFT + Math.floor((index + offset) / 7) * (CELL + GAP)} y={10}>{shortDate(day, {month: 'short'})}</text>
          ))}
          {['Mon', 'Wed', 'Fri'].map((label, row) => (
            <text key={label} className="chart-label" x={0} y={TOP + (row * 2 + 1) * (CELL + GAP) + CELL - 2}>{label}</text>
          ))}
          {all.map((day, index) => {
            const position = index + offset;
            const count = counts.get(day) ?? 0;
            return (
              <rect key={day} className={`heat heat-${heatLevel(count, max)}`} x={LEFT + Math.floor(position / 7) * (CELL + GAP)} y={TOP + (position % 7) * (CELL + GAP)}
                width={CELL} height={CELL} rx={2} data-day={day} data-count={count}>
                <title>{`${shortDate(day, {day: 'numeric', month: 'short', year: 'numeric'})}: ${count} ${count === 1 ? 'review' : 'reviews'}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <p className="heatmap-legend" aria-hidden="true">
        Less {[0, 1, 2, 3, 4].map((level) => <span key={level} className={`heat-swatch heat-${level}`} />)} More
      </p>
      <div className="visually-hidden"><table>
        <caption>Reviews per month over the last year</caption>
        <thead><tr><th scope="col">Month</th><th scope="col">Days with reviews</th><th scope="col">Reviews</th></tr></thead>
        <tbody>
          {months.map((month) => <tr key={month.month}><th scope="row">{month.label}</th><td>{month.days}</td><td>{month.reviews}</td></tr>)}
        </tbody>
      </table></div>
    </figure>
  );
}

/** The first day of the forecast's last label, for a caption like "next 30 days". */
export function forecastRange(today: string, days: number): string {
  return `${shortDate(today, {day: 'numeric', month: 'short'})} – ${shortDate(addDays(today, days - 1), {day: 'numeric', month: 'short'})}`;
}
