import type { NotificationItem } from '@sangam/domain';
import { Bell } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkAllRead, useNotifications } from '../api/notifications-api.ts';
import { notificationWhen } from './notification-when.ts';

/** Only a path of this app: a notification never sends anyone to another site. */
const inApp = (link: string | null) =>
  link?.startsWith('/') && !link.startsWith('//') ? link : '/dashboard';

/**
 * The bell in the top bar (decision 032): the unread count on the icon, and a panel listing the
 * latest notifications. Opening the panel marks them read; the ones that were new stay marked as
 * such while it is open. Loaded after the shell paints (app-shell.tsx), with its own texts.
 */
export const NotificationBell = () => {
  const { t, i18n } = useTranslation('notifications');
  const { data, isError } = useNotifications();
  const markAllRead = useMarkAllRead();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const unread = data?.unread ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setFresh(new Set(data?.items.filter((item) => !item.readAt).map((item) => item.id)));
    if (!data || unread > 0) markAllRead.mutate();
  };

  const textOf = (item: NotificationItem) => {
    const status = String(item.params.status ?? '');
    return t(`kinds.${item.kind}`, {
      ...item.params,
      status: t(`statuses.${item.kind}.${status}`, { defaultValue: status }),
    });
  };

  return (
    // A plain button opens it: the shell's Dialog is reused as it is, so the first load stays the same.
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
        className="relative rounded-lg p-2 hover:bg-gray-100"
        aria-label={unread ? t('bellUnread', { count: unread }) : t('bell')}
      >
        <Bell aria-hidden className="size-5 text-gray-700" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-14 right-2 z-50 flex max-h-[70vh] w-[22rem] max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-gray-200 bg-white shadow-lg"
        >
          <Dialog.Title className="border-b border-gray-200 px-4 py-3 text-sm font-semibold">
            {t('title')}
          </Dialog.Title>
          {isError && !data ? (
            <p className="px-4 py-6 text-sm text-red-700">{t('loadFailed')}</p>
          ) : !data ? (
            <p className="px-4 py-6 text-sm text-gray-600">{t('loading')}</p>
          ) : data.items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-gray-600">{t('empty')}</p>
          ) : (
            <ul className="overflow-y-auto">
              {data.items.map((item) => {
                const isNew = fresh.has(item.id) || !item.readAt;
                return (
                  <li key={item.id} className="border-b border-gray-100 last:border-b-0">
                    <Link
                      to={inApp(item.link)}
                      onClick={() => setOpen(false)}
                      className={`flex gap-3 px-4 py-3 text-sm hover:bg-gray-50 ${isNew ? 'bg-brand-50' : ''}`}
                    >
                      <span
                        aria-hidden
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${isNew ? 'bg-brand-600' : 'bg-transparent'}`}
                      />
                      <span className="min-w-0 flex-1">
                        {isNew && <span className="sr-only">{t('new')}: </span>}
                        <span
                          className={`block break-words ${isNew ? 'font-medium text-gray-900' : 'text-gray-700'}`}
                        >
                          {textOf(item)}
                        </span>
                        <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-gray-500">
                          {notificationWhen(item.createdAt, i18n.language)}
                        </time>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
