import { z } from 'zod';
import { apiObject, queryInteger, text } from './field-atoms.ts';

/**
 * The FPO scorecard (document 2, 2.3, 3 and 9; decision 022): one score out of 100 per FPO from six
 * figures the platform keeps for it, each worth a share of the total, with the spec's labels and
 * bands. Pure; the server reads the figures from the per-FPO tables, never from every farmer.
 */

export const scoreMetrics = [
  'farmers',
  'crops',
  'inputOpportunity',
  'productOpportunity',
  'inventoryValue',
  'documentCompliance',
] as const;
export type ScoreMetric = (typeof scoreMetrics)[number];

/** Each metric's most points: 100 in all. The network and its paperwork weigh most. */
export const metricMax: Record<ScoreMetric, number> = {
  farmers: 25,
  crops: 15,
  inputOpportunity: 15,
  productOpportunity: 15,
  inventoryValue: 10,
  documentCompliance: 20,
};

export type FpoFigures = {
  farmers: number;
  /** Distinct crops named in the FPO's field records. */
  crops: number;
  /** Rupees of demand for inputs found in the field (business-intelligence rows). */
  inputOpportunity: number;
  /** Rupees of product stock at its sale price (document 2, 9). */
  productOpportunity: number;
  /** Rupees of farm-input stock at its sale price. */
  inventoryValue: number;
  /** Percent of the five business documents on file. */
  documentCompliance: number;
};

const LAKH = 100_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Points from steps: the first threshold the value reaches gives its share of the metric's max. */
const stepped = (value: number, max: number, steps: readonly [number, number][]) => {
  for (const [atLeast, share] of steps) if (value >= atLeast) return round1(max * share);
  return 0;
};

const rupeeSteps: [number, number][] = [
  [10 * LAKH, 1],
  [5 * LAKH, 0.8],
  [LAKH, 0.5],
  [1, 0.2],
];

/** A metric's points (document 2, 3: farmers_score, crops_score, ...). */
export const metricPoints = (metric: ScoreMetric, figures: FpoFigures): number => {
  const max = metricMax[metric];
  switch (metric) {
    case 'farmers':
      return stepped(figures.farmers, max, [
        [500, 1],
        [250, 0.8],
        [100, 0.6],
        [50, 0.4],
        [1, 0.2],
      ]);
    case 'crops':
      return stepped(figures.crops, max, [
        [5, 1],
        [3, 2 / 3],
        [1, 1 / 3],
      ]);
    case 'inputOpportunity':
      return stepped(figures.inputOpportunity, max, rupeeSteps);
    case 'productOpportunity':
      return stepped(figures.productOpportunity, max, rupeeSteps);
    case 'inventoryValue':
      return stepped(figures.inventoryValue, max, rupeeSteps);
    case 'documentCompliance':
      return round1((Math.min(100, Math.max(0, figures.documentCompliance)) / 100) * max);
  }
};

export type FpoScore = { total: number; points: Record<ScoreMetric, number> };

export const fpoScore = (figures: FpoFigures): FpoScore => {
  const points = Object.fromEntries(scoreMetrics.map((m) => [m, metricPoints(m, figures)])) as Record<
    ScoreMetric,
    number
  >;
  return { total: round1(scoreMetrics.reduce((sum, m) => sum + points[m], 0)), points };
};

export const scoreLabels = ['excellent', 'good', 'average', 'needs_improvement'] as const;
export type ScoreLabel = (typeof scoreLabels)[number];

/** Document 2, 4: 80 or more Excellent, 60 Good, 40 Average, else Needs Improvement. */
export const scoreLabel = (score: number): ScoreLabel =>
  score >= 80 ? 'excellent' : score >= 60 ? 'good' : score >= 40 ? 'average' : 'needs_improvement';

/** The distribution's bands (document 2, 9: 80 / 60 / 40), highest first. */
export const scoreBands = [
  { label: 'excellent', from: 80 },
  { label: 'good', from: 60 },
  { label: 'average', from: 40 },
  { label: 'needs_improvement', from: 0 },
] as const;

/**
 * Document 2, 9: a metric is a strength when its average is 15 points or more, on the 20-point
 * scale the spec has in mind; here each metric has its own maximum, so three quarters of it.
 */
export const isStrength = (metric: ScoreMetric, average: number) => average >= 0.75 * metricMax[metric];
/** Document 2, 9: the overall warning below an average score of 50. */
export const OVERALL_WARNING_BELOW = 50;
export const TOP_PERFORMER_FROM = 80;

export const scorecardQuerySchema = apiObject({
  page: queryInteger({ code: 'page_invalid', min: 1, max: 100_000 }).default(1),
  search: text({ max: 100 }).optional(),
});
export type ScorecardQuery = z.output<typeof scorecardQuerySchema>;

const figuresSchema = z.object({
  farmers: z.number().int(),
  crops: z.number().int(),
  inputOpportunity: z.number(),
  productOpportunity: z.number(),
  inventoryValue: z.number(),
  documentCompliance: z.number(),
});

export const scorecardRowSchema = z.object({
  rank: z.number().int(),
  fpoId: z.string(),
  fpoName: z.string(),
  /** The FPO's owner, for the link to /admin/users/{userId}; null for an FPO without one. */
  userId: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  figures: figuresSchema,
  points: z.object(
    Object.fromEntries(scoreMetrics.map((m) => [m, z.number()])) as Record<ScoreMetric, z.ZodNumber>,
  ),
  total: z.number(),
  label: z.enum(scoreLabels),
});
export type ScorecardRow = z.infer<typeof scorecardRowSchema>;

export const scorecardSchema = z.object({
  analytics: z.object({
    fpos: z.number().int(),
    averageScore: z.number(),
    topPerformers: z.number().int(),
    /** FPOs with at least one farmer on the register. */
    activeFpos: z.number().int(),
    /** Input plus product opportunity, rupees. */
    totalOpportunity: z.number(),
    totalFarmers: z.number().int(),
    scoreDistribution: z.array(z.object({ label: z.enum(scoreLabels), count: z.number().int() })),
    performanceByMetric: z.array(
      z.object({ metric: z.enum(scoreMetrics), average: z.number(), top: z.number(), max: z.number() }),
    ),
  }),
  leaderboard: z.object({
    items: z.array(scorecardRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
