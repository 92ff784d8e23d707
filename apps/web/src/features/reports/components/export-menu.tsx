import { reportFormats, type ReportFormat } from '@sangam/domain';
import { Download, Loader2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/toast.tsx';
import { exportReport } from '../api/reports-api.ts';

const itemClass =
  'flex min-h-10 cursor-pointer flex-col items-start rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-gray-100';

/** Export (spec 2.13): the report as JSON (spec 8), or the farmers of the range as CSV or Excel. */
export const ExportMenu = ({ days }: { days: number }) => {
  const { t } = useTranslation('reports');
  const toast = useToast();
  const [busy, setBusy] = useState<ReportFormat | null>(null);

  const run = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await exportReport(days, format);
    } catch {
      toast.show({ type: 'error', title: t('export.failedTitle'), description: t('export.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    // Not modal, as the account menu (decision 041).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={busy !== null}
        className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {busy ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden className="size-4" />
        )}
        {busy ? t('export.busy') : t('export.button')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
        >
          {reportFormats.map((format) => (
            <DropdownMenu.Item key={format} className={itemClass} onSelect={() => void run(format)}>
              <span className="font-medium">{t(`export.${format}`)}</span>
              <span className="text-xs text-gray-500">{t(`export.${format}Hint`)}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
