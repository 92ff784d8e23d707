import { ScrollFrame } from '@/components/ui/scroll-frame.tsx';

/** A page of a spreadsheet as a table; row numbers as the spreadsheet counts them (row 1 is the header). */
export const SheetTable = ({
  headers,
  rows,
  firstRowNumber,
  labelledBy,
}: {
  headers: string[];
  rows: string[][];
  firstRowNumber: number;
  /** The id of the heading that names the sheet, for its scrolling frame. */
  labelledBy: string;
}) => (
  <ScrollFrame labelledBy={labelledBy}>
    <table className="w-full text-left text-xs">
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className="px-2 py-1">
            #
          </th>
          {headers.map((header, i) => (
            <th key={i} scope="col" className="px-2 py-1 whitespace-nowrap">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-t border-gray-100">
            <td className="px-2 py-1 text-gray-500">{firstRowNumber + r}</td>
            {row.map((cell, c) => (
              <td key={c} className="px-2 py-1 whitespace-nowrap">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </ScrollFrame>
);
