const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const locale = (language: string) => (language === 'en' ? 'en-IN' : language);

/**
 * When a notification came, in the reader's language: "5 minutes ago" or "yesterday" within a
 * week, after that the date in India ("24 Nov"). Intl knows every language Sangam offers.
 */
export const notificationWhen = (createdAt: string, language: string, now = Date.now()) => {
  const at = Date.parse(createdAt);
  const ago = Math.max(0, now - at);
  if (ago >= 7 * DAY)
    return new Intl.DateTimeFormat(locale(language), {
      day: 'numeric',
      month: 'short',
      year: ago >= 300 * DAY ? 'numeric' : undefined,
      timeZone: 'Asia/Kolkata',
    }).format(at);
  const relative = new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' });
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return relative.format(-Math.floor(ago / DAY), 'day');
};
