import { useId, type ReactNode } from 'react';

type Column = { header: string };

/**
 * A chart with its heading and a summary everyone sees, drawn for the eye only: screen readers
 * read the same figures from a visually hidden table instead of the SVG.
 */
export function ChartCard({
  title,
  summary,
  columns,
  rows,
  children,
  className,
}: {
  title: string;
  summary?: ReactNode;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`relative min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className ?? ''}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {summary && <p className="mt-1 text-sm text-slate-600">{summary}</p>}
      <div className="mt-4" aria-hidden>
        {children}
      </div>
      {/* The wrapper is what hides: a table ignores the 1 px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
