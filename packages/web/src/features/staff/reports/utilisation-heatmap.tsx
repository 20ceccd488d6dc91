import type { ReportTable } from '@spa/domain';

/** Hue steps from a free hour to a full one (teal on sand; text stays readable on each). */
const STEPS = ['#fbf8f2', '#e3ece7', '#c6d8ce', '#4a7466', '#24514a', '#1b3d38'];

const stepOf = (share: number) =>
  share <= 0 ? 0 : Math.min(STEPS.length - 1, 1 + Math.floor(share * (STEPS.length - 1)));

/**
 * Utilisation as a heatmap: a row per therapist or room, a column per hour of the spa's
 * clock; each cell's shade is the share of that hour booked over the days, and it shows
 * the minutes. An SVG image whose numbers are the table beside it (recharts has no heatmap).
 */
export function UtilisationHeatmap({ table, days }: { table: ReportTable; days: number }) {
  const hours = table.Columns.filter((c) => c.Unit === 'minutes' && c.Key !== 'total');
  const label = 52;
  const cell = { width: 56, height: 30 };
  const left = 170;
  const width = left + hours.length * cell.width;
  const height = label / 2 + table.Rows.length * cell.height + 4;
  return (
    <svg
      role="img"
      aria-labelledby={`heatmap-${table.Key}-title heatmap-${table.Key}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      className="mb-4 h-auto max-w-full"
      data-heatmap={table.Key}
    >
      <title id={`heatmap-${table.Key}-title`}>{`${table.Title}: heatmap`}</title>
      <desc id={`heatmap-${table.Key}-desc`}>
        {`Darker cells are busier hours (up to ${days * 60} minutes over ${days === 1 ? 'the day' : `${days} days`}); the table below gives each cell's minutes.`}
      </desc>
      {hours.map((hour, h) => (
        <text
          key={hour.Key}
          x={left + h * cell.width + cell.width / 2}
          y={label / 2 - 8}
          textAnchor="middle"
          fontSize="13"
          fill="#1f2a28"
        >
          {hour.Label}
        </text>
      ))}
      {table.Rows.map((row, r) => {
        const y = label / 2 + r * cell.height;
        return (
          <g key={String(row.id ?? r)}>
            <text x={left - 8} y={y + cell.height / 2 + 5} textAnchor="end" fontSize="13" fill="#1f2a28">
              {String(row.name)}
            </text>
            {hours.map((hour, h) => {
              const minutes = Number(row[hour.Key] ?? 0);
              const step = stepOf(minutes / (days * 60));
              return (
                <g
                  key={hour.Key}
                  data-resource={String(row.id)}
                  data-hour={hour.Key.slice(1)}
                  data-minutes={minutes}
                >
                  <rect
                    x={left + h * cell.width + 1}
                    y={y + 1}
                    width={cell.width - 2}
                    height={cell.height - 2}
                    fill={STEPS[step]}
                    stroke="#c6d8ce"
                  />
                  {minutes > 0 && (
                    <text
                      x={left + h * cell.width + cell.width / 2}
                      y={y + cell.height / 2 + 5}
                      textAnchor="middle"
                      fontSize="12"
                      fill={step >= 3 ? '#ffffff' : '#1f2a28'}
                    >
                      {minutes}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
