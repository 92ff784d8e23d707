import type { Dashboard } from '@sangam/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { OpportunityCard } from './opportunity-card.tsx';

const dashboard = (acres: number): Dashboard => ({
  fpoName: 'Hosur FPO',
  farmers: {
    totalFarmers: 60,
    totalAcres: acres,
    averageAcres: 2.74,
    maleCount: 30,
    femaleCount: 30,
    recentAdditions: 0,
  },
  productValue: 0,
  inputValue: 0,
  recentFarmers: [],
  documents: {
    items: {
      gstNumber: false,
      fssaiNumber: false,
      panDocument: false,
      moaDocument: false,
      aoaDocument: false,
    },
    completionPercentage: 0,
  },
  opportunity: { minimumAnnualRupees: acres * 45_000 },
});

describe('the business-opportunity card', () => {
  it('shows the amount in full rupees with Indian grouping, not in lakhs (spec 9, S8)', () => {
    renderScreen(<OpportunityCard dashboard={dashboard(164.22)} />);
    expect(screen.getByTestId('opportunity-amount').textContent).toBe('₹73,89,900');
    expect(screen.queryByText(/ L$/)).toBeNull();
  });

  it('writes crores in full too', () => {
    renderScreen(<OpportunityCard dashboard={dashboard(2500)} />);
    expect(screen.getByTestId('opportunity-amount').textContent).toBe('₹11,25,00,000');
  });
});
