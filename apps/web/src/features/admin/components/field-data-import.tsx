import {
  CSV_BOM,
  FIELD_DATA_ERRORS_SHOWN,
  FIELD_DATA_MAX_BYTES,
  FIELD_DATA_MAX_ROWS,
  csvLine,
  fieldDataColumns,
  fieldDataKinds,
  formatCount,
  type FieldDataKind,
} from '@sangam/domain';
import { Download, FileUp } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useImportFieldData } from '../api/field-data-api.ts';

type Chosen = { name: string; size: number; text: string };
type Refusal = { message: string; rows: string[]; firstOnly: boolean };

/** A column as the file's header names it: the field teams' spelling (document 2, 3). */
const headerOf = (kind: FieldDataKind, key: string) =>
  fieldDataColumns[kind].find((column) => column.key === key)?.headers[0] ?? key;

/** The template: the header row alone, as Excel opens it. */
const templateHref = (kind: FieldDataKind) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_BOM + csvLine(fieldDataColumns[kind].map((c) => c.headers[0])))}`;

const useRefusal = () => {
  const { t } = useTranslation('admin');
  const generic = t('fieldData.errors.generic');
  return (error: unknown, kind: FieldDataKind): Refusal => {
    const plain = (message: string): Refusal => ({ message, rows: [], firstOnly: false });
    if (!(error instanceof ApiError)) return plain(generic);
    if (error.code === 'forbidden') return plain(t('fieldData.errors.forbidden'));
    if (error.code === 'payload_too_large') return plain(t('fieldData.errors.too_long'));
    const fileCode = error.issues.find((issue) => issue.field === 'csv')?.code;
    if (error.code !== 'validation_failed' || !fileCode) return plain(generic);
    if (fileCode === 'rows_invalid') {
      const rows = error.issues
        .filter((issue) => issue.field.startsWith('rows.'))
        .map((issue) => {
          const [, row = '', column] = issue.field.split('.');
          const problem = t(`fieldData.cells.${issue.code}`, { defaultValue: issue.code });
          return column
            ? t('fieldData.rowProblem', { row, column: headerOf(kind, column), problem })
            : t('fieldData.rowWhole', { row, problem });
        });
      return { message: t('fieldData.fixRows'), rows, firstOnly: rows.length >= FIELD_DATA_ERRORS_SHOWN };
    }
    const columns = error.issues
      .filter((issue) => issue.field.startsWith('columns.'))
      .map((issue) => headerOf(kind, issue.field.slice('columns.'.length)))
      .join(', ');
    return plain(
      t(`fieldData.errors.${fileCode}`, {
        columns,
        max: formatCount(FIELD_DATA_MAX_ROWS),
        defaultValue: generic,
      }),
    );
  };
};

/**
 * The admin's import of field data (document 2, 3): business- or farmer-intelligence rows from a
 * CSV file, checked whole on the server; a good file replaces the named FPOs' rows of its kind.
 * Self-contained, for the data-refresh page to mount.
 */
export const FieldDataImport = () => {
  const { t } = useTranslation('admin');
  const id = useId();
  const importer = useImportFieldData();
  const refusal = useRefusal();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<FieldDataKind>('business');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (files: FileList | null) => {
    importer.reset();
    setProblem(null);
    setChosen(null);
    const file = files?.[0];
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return setProblem('wrong_type');
    if (file.size > FIELD_DATA_MAX_BYTES) return setProblem('too_long');
    try {
      const text = await file.text();
      if (!text.replace(/^\uFEFF/, '').trim()) return setProblem('csv_required');
      setChosen({ name: file.name, size: file.size, text });
    } catch {
      setProblem('unreadable_file');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) importer.mutate({ kind, csv: chosen.text });
  };

  const refused = importer.isError ? refusal(importer.error, importer.variables?.kind ?? kind) : null;
  const result = importer.data;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('fieldData.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('fieldData.explain')}</p>
      </div>

      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('fieldData.kind')}</legend>
          {fieldDataKinds.map((option) => (
            <label key={option} className="flex min-h-10 items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  importer.reset();
                }}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>{t(`fieldData.kinds.${option}`)}</span>
            </label>
          ))}
        </fieldset>

        <AlertBanner tone="warning">{t('fieldData.replaceNote')}</AlertBanner>

        <details className="rounded-lg border border-gray-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium">{t('fieldData.columnsTitle')}</summary>
          <div className="mt-2 flex flex-col gap-2">
            <p>{t('fieldData.columnsFpo')}</p>
            <ul className="flex flex-col gap-1">
              {fieldDataColumns[kind].map((column) => (
                <li key={column.key} className="flex flex-wrap items-center gap-x-2">
                  <code className="rounded bg-gray-100 px-1 break-all">{column.headers.join(' / ')}</code>
                  {column.required && <span className="text-xs text-red-700">{t('fieldData.required')}</span>}
                </li>
              ))}
            </ul>
            <p className="text-gray-600">{t('fieldData.columnsOther')}</p>
            <a
              href={templateHref(kind)}
              download={`${kind}-field-data.csv`}
              className="inline-flex items-center gap-1 self-start font-medium text-brand-700 underline"
            >
              <Download aria-hidden className="size-4" />
              {t('fieldData.template')}
            </a>
          </div>
        </details>

        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => input.current?.click()}>
            <FileUp aria-hidden className="size-4" />
            {t('fieldData.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={t('fieldData.file')}
            onChange={(event) => {
              void choose(event.target.files);
              event.target.value = '';
            }}
          />
          {chosen && (
            <span className="text-sm break-all text-gray-700">
              {t('fieldData.chosen', {
                name: chosen.name,
                size: formatCount(Math.max(1, Math.ceil(chosen.size / 1024))),
              })}
            </span>
          )}
        </div>

        {problem && <AlertBanner tone="error">{t(`fieldData.errors.${problem}`)}</AlertBanner>}

        <Button type="submit" className="self-start" disabled={!chosen} busy={importer.isPending}>
          {t('fieldData.submit')}
        </Button>
      </form>

      {refused && (
        <AlertBanner tone="error" title={t('fieldData.refusedTitle')}>
          <p>{refused.message}</p>
          {refused.rows.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {refused.rows.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {refused.firstOnly && (
            <p className="mt-2">{t('fieldData.firstOnly', { count: FIELD_DATA_ERRORS_SHOWN })}</p>
          )}
        </AlertBanner>
      )}

      {result && (
        <AlertBanner tone="success" title={t('fieldData.resultTitle')}>
          <p>
            {t('fieldData.result', {
              imported: formatCount(result.imported),
              replaced: formatCount(result.replaced),
            })}
          </p>
          <ul className="mt-2 list-disc pl-5">
            {result.fpos.map((fpo) => (
              <li key={fpo.fpoId}>
                {t('fieldData.fpoResult', {
                  name: fpo.fpoName,
                  imported: formatCount(fpo.imported),
                  replaced: formatCount(fpo.replaced),
                })}
              </li>
            ))}
          </ul>
        </AlertBanner>
      )}
    </section>
  );
};
