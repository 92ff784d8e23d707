import {
  importFields,
  isCompleteMapping,
  optionalFarmerFields,
  type ColumnMapping,
  type ImportField,
  type UploadedFile,
} from '@sangam/domain';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { ScrollFrame } from '@/components/ui/scroll-frame.tsx';

type MappingStepProps = {
  file: UploadedFile;
  sheet: string;
  mapping: ColumnMapping;
  onSheet: (sheet: string) => void;
  onMapping: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onNext: () => void;
};

const isOptional = (field: ImportField) => (optionalFarmerFields as readonly string[]).includes(field);

/**
 * Step 2: which sheet, and which column feeds each of the nine fields and the optional preferred
 * language (auto-matched, editable).
 */
export const MappingStep = ({
  file,
  sheet,
  mapping,
  onSheet,
  onMapping,
  onBack,
  onNext,
}: MappingStepProps) => {
  // The field names are the farmer form's own (farmers:fields), loaded here too on a direct visit.
  const { t } = useTranslation(['imports', 'farmers']);
  const current = file.sheets.find((s) => s.name === sheet) ?? file.sheets[0];
  if (!current) return null;
  const complete = isCompleteMapping(mapping);
  const used = Object.values(mapping).filter((v): v is number => v !== null);
  const reused = used.some((column, i) => used.indexOf(column) !== i);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t('mapping.title')}</h2>
          <p className="text-sm text-gray-600">
            {t('mapping.fileInfo', {
              name: file.filename,
              rows: current.rowCount,
              columns: current.columnCount,
            })}
          </p>
        </div>
        {file.sheets.length > 1 && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('mapping.sheet')}
            <select
              className={`${inputClass} w-auto`}
              value={current.name}
              onChange={(e) => onSheet(e.target.value)}
            >
              {file.sheets.map((s) => (
                <option key={s.name} value={s.name}>
                  {t('mapping.sheetOption', { name: s.name, rows: s.rowCount })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>

      {!complete && <AlertBanner tone="warning">{t('mapping.incomplete')}</AlertBanner>}
      {reused && <AlertBanner tone="warning">{t('mapping.reused')}</AlertBanner>}

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {importFields.map((field) => (
          <label key={field} className="flex flex-col gap-1 text-sm font-medium">
            {t(`farmers:fields.${field}`)}
            <select
              className={inputClass}
              value={mapping[field] ?? ''}
              aria-invalid={!isOptional(field) && mapping[field] === null}
              onChange={(e) =>
                onMapping({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })
              }
            >
              <option value="">
                {/* An optional column left out: every farmer gets the FPO's language. */}
                {isOptional(field) ? t('mapping.notInFile') : t('mapping.notMapped')}
              </option>
              {current.headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || t('mapping.column', { number: index + 1 })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>

      {current.sample.length > 0 && (
        <ScrollFrame label={t('mapping.sample')} className="rounded-lg border border-gray-200">
          <table className="w-full text-left text-xs">
            <caption className="px-2 py-1 text-left text-gray-600">{t('mapping.sample')}</caption>
            <thead className="bg-gray-50">
              <tr>
                {current.headers.map((header, i) => (
                  <th key={i} scope="col" className="px-2 py-1 whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {current.sample.slice(0, 5).map((row, r) => (
                <tr key={r} className="border-t border-gray-100">
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
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t('startOver')}
        </Button>
        <Button onClick={onNext} disabled={!complete || reused}>
          {t('mapping.next')}
        </Button>
      </div>
    </div>
  );
};
