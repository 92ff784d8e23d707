import { roundTo, type ImportCounts } from '@sangam/domain';

/**
 * The Analysis Summary of a file (spec 2.14), defined in docs/decisions/005:
 * - data quality = share of the non-blank rows that pass every field rule (0-100);
 * - complexity = how much work the file needed (0-100): 40 x share of rows that were duplicates,
 *   40 x share of rows that failed a rule, plus 20 x share of columns beyond the nine we use.
 */
export const analyseFile = ({ counts, columnCount }: { counts: ImportCounts; columnCount: number }) => {
  const checked =
    counts.ready + counts.update + counts.duplicateExisting + counts.duplicateInFile + counts.invalid;
  const rowCount = checked + counts.dropped;
  const valid = checked - counts.invalid;
  const share = (part: number) => (rowCount ? part / rowCount : 0);
  const extraColumns = Math.max(0, columnCount - 9);
  const dataQualityScore = roundTo(share(valid) * 100, 2);
  const complexityScore = roundTo(
    Math.min(
      100,
      40 * share(counts.duplicateExisting + counts.duplicateInFile) +
        40 * share(counts.invalid + counts.dropped) +
        20 * Math.min(1, extraColumns / 9),
    ),
    2,
  );
  const summary = `${rowCount} rows: ${valid} valid (${counts.ready} new, ${counts.update} updates, ${counts.duplicateExisting + counts.duplicateInFile} duplicates), ${counts.invalid} invalid, ${counts.dropped} without a farmer name.`;
  return { rowCount, dataQualityScore, complexityScore, summary, details: { ...counts, valid, columnCount } };
};
