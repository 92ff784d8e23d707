import { replyOutcomes, type MobilizationReply, type ReplyOutcome } from '@sangam/domain';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useToast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useMarkReplyOutcome, useMobilizationReplies } from '../api/mobilization-api.ts';

const receivedAt = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

const ReplyCard = ({ reply }: { reply: MobilizationReply }) => {
  const { t, i18n } = useTranslation('mobilization');
  const toast = useToast();
  const mark = useMarkReplyOutcome();
  const who = reply.farmer?.name ?? reply.phone;
  const answered = reply.answers;
  const onChange = (value: string) =>
    mark.mutate(
      { id: reply.id, outcome: value === '' ? null : (value as ReplyOutcome) },
      {
        onError: (error) =>
          toast.show({
            type: 'error',
            title: t('replies.saveFailed'),
            description: t(`common:errors.${error instanceof ApiError ? error.code : 'network_error'}`, {
              defaultValue: t('common:errors.internal_error'),
            }),
          }),
      },
    );
  return (
    <li
      aria-label={who}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-medium">{who}</span>
        {reply.farmer && <span className="text-sm text-gray-600">{reply.phone}</span>}
        <span className="text-xs text-gray-500">{receivedAt(reply.receivedAt, i18n.language)}</span>
      </div>
      <p className="text-sm break-words text-gray-800">{reply.text ?? t('replies.noText')}</p>
      <p className="text-xs break-words text-gray-600">
        {answered
          ? t('replies.answers', {
              message: answered.template?.replace(/_+/g, ' ') ?? answered.text ?? '',
            })
          : t('replies.answersUnknown')}
      </p>
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-gray-700">{t('replies.outcome')}</span>
        <select
          value={reply.outcome ?? ''}
          disabled={mark.isPending}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-10 min-w-0 rounded-lg border border-gray-300 bg-white px-2"
        >
          <option value="">{t('replies.outcomes.unmarked')}</option>
          {replyOutcomes.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`replies.outcomes.${outcome}`)}
            </option>
          ))}
        </select>
        {mark.isPending && <Spinner label={t('replies.saving')} className="size-4" />}
      </label>
    </li>
  );
};

/** The farmers' replies, newest first, each with a choice of what it led to (decision 027). */
export const RepliesList = () => {
  const { t } = useTranslation('mobilization');
  const [page, setPage] = useState(1);
  const replies = useMobilizationReplies(page);
  const data = replies.data;
  return (
    <section aria-labelledby="mobilization-replies" className="flex flex-col gap-3">
      <div>
        <h2 id="mobilization-replies" className="text-lg font-semibold">
          {t('replies.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('replies.subtitle')}</p>
      </div>
      {replies.isPending && <Spinner />}
      {replies.isError && !data && (
        <AlertBanner
          tone="error"
          title={t('replies.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void replies.refetch()}>
              {t('common:tryAgain')}
            </Button>
          }
        />
      )}
      {data && data.total === 0 && (
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState Icon={Inbox} title={t('replies.empty')}>
            <p className="text-sm text-gray-600">{t('replies.emptyHint')}</p>
          </EmptyState>
        </div>
      )}
      {data && data.total > 0 && (
        <>
          <ul aria-busy={replies.isPlaceholderData} className="flex flex-col gap-2 aria-busy:opacity-60">
            {data.items.map((reply) => (
              <ReplyCard key={reply.id} reply={reply} />
            ))}
          </ul>
          <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
};
