import type { FarmerDetail as Detail } from '@sangam/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen.tsx';
import { FarmerDetail } from './farmer-detail.tsx';

const detail: Detail = {
  farmer: {
    id: '7d0f3c1e-4a47-4a53-9a37-8f3a0d0e2c11',
    farmerName: 'Basamma',
    phoneNumber: '+919845012345',
    acres: 2,
    gender: 'Female',
    village: 'Kampli',
    block: 'Kampli',
    district: 'Ballari',
    state: 'Karnataka',
    pincode: '583132',
    source: 'manual',
    preferredLanguage: 'kn',
    fileId: null,
    version: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  },
  intelligence: [],
  actionPlan: [],
  addedBy: null,
  changedBy: null,
};

describe('the farmer detail', () => {
  it("names the farmer's preferred language in that language's own script (issue 18)", () => {
    renderScreen(<FarmerDetail detail={detail} />);
    const name = screen.getByText('ಕನ್ನಡ');
    expect(name.getAttribute('lang')).toBe('kn');
    expect(name.parentElement?.textContent).toBe('Preferred language: ಕನ್ನಡ');
  });

  it('says who added the farmer and who changed them last, with the dates in India (issue 20)', () => {
    renderScreen(
      <FarmerDetail
        detail={{
          ...detail,
          addedBy: { name: 'Lakshmi Devi', at: '2026-01-01T20:00:00.000Z' },
          changedBy: { name: 'Ravi Shankar', at: '2026-02-03T10:00:00.000Z' },
        }}
      />,
    );
    expect(
      screen.getByText('Added by Lakshmi Devi on 2 Jan 2026 · Last changed by Ravi Shankar on 3 Feb 2026'),
    ).toBeTruthy();
  });

  it('says only who added a farmer nobody has changed, and nothing when neither is known', () => {
    const { unmount } = renderScreen(
      <FarmerDetail
        detail={{ ...detail, addedBy: { name: 'Lakshmi Devi', at: '2026-01-01T10:00:00.000Z' } }}
      />,
    );
    expect(screen.getByText('Added by Lakshmi Devi on 1 Jan 2026')).toBeTruthy();
    unmount();
    renderScreen(<FarmerDetail detail={detail} />);
    expect(screen.queryByText(/Added by Lakshmi/)).toBeNull();
    expect(screen.queryByText(/Last changed by/)).toBeNull();
  });
});
