import type { ReactNode } from 'react';

export type Column<T> = { key: string; label: string; cell: (row: T) => ReactNode; wide?: boolean };

/**
 * A table on wide screens that becomes one card per row on a phone: each cell then carries its
 * column's name before it (from `data-label`), so nothing scrolls sideways at 360 px. Wide screens
 * too narrow for every column scroll inside the table's own box, never the page.
 */
export const ResponsiveTable = <T,>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) => (
  <div className="relative w-0 min-w-full md:overflow-x-auto md:rounded-xl md:border md:border-gray-200 md:bg-white">
    <table className="block w-full text-sm md:table md:min-w-[48rem]">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden bg-gray-50 text-left text-gray-600 md:table-header-group">
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="px-3 py-2 font-medium">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="flex flex-col gap-2 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-3 md:table-row md:rounded-none md:border-x-0 md:border-b-0 md:border-gray-100 md:p-0"
          >
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.label}
                className={`flex justify-between gap-3 text-right before:shrink-0 before:text-left before:text-gray-500 before:content-[attr(data-label)] md:table-cell md:px-3 md:py-2 md:text-left md:align-top md:before:content-none ${
                  column.wide ? 'break-words' : 'md:whitespace-nowrap'
                }`}
              >
                <span className="min-w-0 [overflow-wrap:anywhere]">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
