import { z } from 'zod';
import { planIncludes, type GatedPlan, type Plan } from './navigation.ts';

/** Trial length (spec 9) and the floor for days remaining (DECISIONS T4). */
export const TRIAL_DAYS = 30;
export const TRIAL_DAYS_FLOOR = -999;
const DAY_MS = 24 * 60 * 60 * 1000;

export const trialStatusSchema = z.object({
  isTrialActive: z.boolean(),
  daysRemaining: z.number().int(),
  trialEndDate: z.string(),
  isExpired: z.boolean(),
  extendedByAdmin: z.boolean(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

type TrialInput = {
  /** When the FPO owner's account was created (DECISIONS T4: the trial counts from account creation). */
  createdAt: Date;
  /** An admin's custom end date, if any. */
  trialEndDate?: Date | null;
  extendedByAdmin?: boolean;
  now?: Date;
};

/**
 * The one trial computation used by server and web: end = custom date if set, else creation + 30
 * days; days remaining = ceil((end - now) / 1 day), floored at -999; active while >= 0.
 */
export const computeTrialStatus = ({
  createdAt,
  trialEndDate,
  extendedByAdmin = false,
  now = new Date(),
}: TrialInput): TrialStatus => {
  const end = trialEndDate ?? new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);
  const raw = Math.ceil((end.getTime() - now.getTime()) / DAY_MS);
  // Math.ceil of a small negative fraction gives -0; report it as 0.
  const daysRemaining = Math.max(TRIAL_DAYS_FLOOR, raw === 0 ? 0 : raw);
  const isTrialActive = daysRemaining >= 0;
  return {
    isTrialActive,
    daysRemaining,
    trialEndDate: end.toISOString(),
    isExpired: !isTrialActive,
    extendedByAdmin,
  };
};

export type TrialBand = 'expired' | 'critical' | 'warning' | 'healthy';

/** The colour band of spec 9: expired red, 3 days or fewer orange, 7 or fewer yellow, else green. */
export const trialBand = (daysRemaining: number): TrialBand => {
  if (daysRemaining < 0) return 'expired';
  if (daysRemaining <= 3) return 'critical';
  if (daysRemaining <= 7) return 'warning';
  return 'healthy';
};

type PlanFacts = { plan: Plan; trial: Pick<TrialStatus, 'isTrialActive'> };

/**
 * The one upgrade rule (DECISIONS T4), for the server's plan check, the upgrade gate and the
 * expiry banner. While the trial runs nothing needs an upgrade. After it, a Pro or Pro Max `tier`
 * needs a plan that includes it; without a tier, the question is whether to show the expiry banner
 * and upgrade prompts at all, which only an FPO whose trial ended on `starters` sees.
 */
export const needsUpgrade = (fpo: PlanFacts, tier?: GatedPlan): boolean => {
  if (fpo.trial.isTrialActive) return false;
  return tier ? !planIncludes(fpo.plan, tier) : fpo.plan === 'starters';
};
