// The page and action names alone: what every page's first load needs of the back office (the
// session's shape), without the rules, which load with the back office's own screens.

/**
 * The back office's pages as access records name them (document 2, 3: admin_access_control), and
 * what a grant allows on each: view for reads, edit for changes, delete for deletions (DECISIONS T2).
 */
export const adminPages = [
  'users',
  'products',
  'inputs',
  'scorecard',
  'buyers',
  'crops',
  'data_refresh',
  'reports',
  'whatsapp',
  'dealerships',
  'trade_fairs',
  'access',
] as const;
export type AdminPage = (typeof adminPages)[number];
export const adminActions = ['view', 'edit', 'delete'] as const;
export type AdminAction = (typeof adminActions)[number];
