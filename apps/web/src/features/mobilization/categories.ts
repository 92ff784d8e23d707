import type { MessageCategory } from '@sangam/domain';

/** One colour per category, shared by the pie, the bars and their legends. */
export const categoryColours: Record<MessageCategory, string> = {
  benefits: '#15803d',
  training: '#0369a1',
  membership: '#b45309',
  other: '#6b7280',
};
