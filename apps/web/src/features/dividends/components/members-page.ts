/** Members shown at a time: an FPO of hundreds stays a short page on a phone. */
export const MEMBERS_PAGE = 20;

export const pagesOf = (items: readonly unknown[]) => Math.max(1, Math.ceil(items.length / MEMBERS_PAGE));
/** One page of a list; a page past the end (after removals) shows the last one. */
export const pageOf = <T>(items: readonly T[], page: number) => {
  const current = Math.min(page, pagesOf(items));
  return items.slice((current - 1) * MEMBERS_PAGE, current * MEMBERS_PAGE);
};
