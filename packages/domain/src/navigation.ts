/**
 * The plan tiers and which screens each unlocks (spec 2.1). The server uses this to refuse gated
 * API calls; the web app uses it to show the upgrade gate. One list serves both.
 */
export const plans = ['starters', 'pro', 'pro_max'] as const;
export type Plan = (typeof plans)[number];
export type GatedPlan = Exclude<Plan, 'starters'>;

export const proRoutes = [
  '/finance',
  '/schemes',
  '/accounting',
  '/reports',
  '/dealership',
  '/farmer-mobilization',
  '/advanced-buyers',
] as const;

export const proMaxRoutes = [
  '/ca-services',
  '/cs-services',
  '/dpr-services',
  '/hfn-stores',
  '/trade-fairs',
  '/dividend-calculator',
] as const;

/**
 * Routes anyone may open without signing in (spec 2.1), and the product brochure, which buyers open
 * from the link an FPO sends them (decision 013).
 */
export const publicRoutePrefixes = ['/mandi', '/public/buyer_requirement', '/product-brochure'] as const;
export const authRoutes = ['/login', '/signup', '/reset-password'] as const;

const matches = (path: string, route: string) => path === route || path.startsWith(`${route}/`);

/** The plan a path needs once the trial has ended, or null when any signed-in FPO may open it. */
export const requiredPlanForPath = (path: string): GatedPlan | null => {
  if (proRoutes.some((route) => matches(path, route))) return 'pro';
  if (proMaxRoutes.some((route) => matches(path, route))) return 'pro_max';
  return null;
};

export const isPublicPath = (path: string): boolean =>
  publicRoutePrefixes.some((route) => matches(path, route));

/** Pages shown without the top bar, sidebar offset or trial banner (spec 2.1). */
export const isChromelessPath = (path: string): boolean => isPublicPath(path);

/** Whether a plan opens features of a given tier. */
export const planIncludes = (plan: Plan, needed: GatedPlan): boolean =>
  needed === 'pro' ? plan === 'pro' || plan === 'pro_max' : plan === 'pro_max';
