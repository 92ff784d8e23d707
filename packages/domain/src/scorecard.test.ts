import { describe, expect, it } from 'vitest';
import {
  fpoScore,
  isStrength,
  metricMax,
  metricPoints,
  scoreLabel,
  type FpoFigures,
  type ScoreMetric,
} from './scorecard.ts';

const none: FpoFigures = {
  farmers: 0,
  crops: 0,
  inputOpportunity: 0,
  productOpportunity: 0,
  inventoryValue: 0,
  documentCompliance: 0,
};
const LAKH = 100_000;

describe('score labels (document 2, 4)', () => {
  it.each([
    [100, 'excellent'],
    [80, 'excellent'],
    [79.9, 'good'],
    [60, 'good'],
    [59.9, 'average'],
    [40, 'average'],
    [39.9, 'needs_improvement'],
    [0, 'needs_improvement'],
  ])('%f is %s', (score, label) => expect(scoreLabel(score)).toBe(label));
});

describe('metric points: every step boundary', () => {
  it.each<[ScoreMetric, Partial<FpoFigures>, number]>([
    ['farmers', { farmers: 0 }, 0],
    ['farmers', { farmers: 1 }, 5],
    ['farmers', { farmers: 49 }, 5],
    ['farmers', { farmers: 50 }, 10],
    ['farmers', { farmers: 100 }, 15],
    ['farmers', { farmers: 249 }, 15],
    ['farmers', { farmers: 250 }, 20],
    ['farmers', { farmers: 500 }, 25],
    ['crops', { crops: 0 }, 0],
    ['crops', { crops: 1 }, 5],
    ['crops', { crops: 3 }, 10],
    ['crops', { crops: 4 }, 10],
    ['crops', { crops: 5 }, 15],
    ['inputOpportunity', { inputOpportunity: 0 }, 0],
    ['inputOpportunity', { inputOpportunity: 0.5 }, 0],
    ['inputOpportunity', { inputOpportunity: 1 }, 3],
    ['inputOpportunity', { inputOpportunity: LAKH - 1 }, 3],
    ['inputOpportunity', { inputOpportunity: LAKH }, 7.5],
    ['inputOpportunity', { inputOpportunity: 5 * LAKH }, 12],
    ['inputOpportunity', { inputOpportunity: 10 * LAKH }, 15],
    ['productOpportunity', { productOpportunity: 10 * LAKH - 1 }, 12],
    ['productOpportunity', { productOpportunity: 10 * LAKH }, 15],
    ['inventoryValue', { inventoryValue: 1 }, 2],
    ['inventoryValue', { inventoryValue: 5 * LAKH }, 8],
    ['inventoryValue', { inventoryValue: 10 * LAKH }, 10],
    ['documentCompliance', { documentCompliance: 0 }, 0],
    ['documentCompliance', { documentCompliance: 40 }, 8],
    ['documentCompliance', { documentCompliance: 100 }, 20],
    ['documentCompliance', { documentCompliance: 140 }, 20],
  ])('%s with %o gives %f', (metric, figures, points) =>
    expect(metricPoints(metric, { ...none, ...figures })).toBe(points),
  );
});

describe('the total', () => {
  it('is 0 for an FPO with nothing yet and 100 for one at the top of every metric', () => {
    expect(fpoScore(none).total).toBe(0);
    const top = fpoScore({
      farmers: 1200,
      crops: 9,
      inputOpportunity: 40 * LAKH,
      productOpportunity: 12 * LAKH,
      inventoryValue: 11 * LAKH,
      documentCompliance: 100,
    });
    expect(top.total).toBe(100);
    expect(top.points).toEqual(metricMax);
  });

  it('adds the metrics, to one decimal', () => {
    const score = fpoScore({ ...none, farmers: 120, crops: 2, documentCompliance: 60 });
    expect(score.points).toMatchObject({ farmers: 15, crops: 5, documentCompliance: 12 });
    expect(score.total).toBe(32);
  });
});

describe('strengths (document 2, 9)', () => {
  it.each<[ScoreMetric, number, boolean]>([
    ['farmers', 18.75, true],
    ['farmers', 18.7, false],
    ['documentCompliance', 15, true],
    ['documentCompliance', 14.9, false],
    ['inventoryValue', 7.5, true],
  ])('%s averaging %f is a strength: %s', (metric, average, strong) =>
    expect(isStrength(metric, average)).toBe(strong),
  );
});
