/** An India date (`YYYY-MM-DD`) as a short day and month in the reader's language: "24 Nov". */
export const dayLabel = (date: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
