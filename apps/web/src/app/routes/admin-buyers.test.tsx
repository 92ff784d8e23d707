import {
  adminSummary,
  noPageAccess,
  type AdminBuyerRequirement,
  type AdminGlobalBuyer,
  type AdminStanding,
  type BuyerChange,
  type BuyerReview,
  type MeResponse,
} from '@sangam/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/ui/confirm-dialog.tsx';
import { ToastProvider } from '@/components/ui/toast.tsx';
import { resetSession, setSession } from '@/lib/session.ts';
import { renderScreen } from '@/test/render-screen.tsx';
import { json, refusal, stubApi, type ApiCall } from '@/test/stub-api.ts';
import { AdminBuyersScreen } from './admin-buyers.tsx';

const crop = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  category: 'Spices' as const,
  usageCount: 10 - n,
  pending: false,
});
const turmeric = crop(1, 'Turmeric');
const maize = crop(2, 'Maize');
const ginger = crop(3, 'Ginger');

const requirement = (over: Partial<AdminBuyerRequirement> = {}): AdminBuyerRequirement => ({
  id: 'r1',
  name: 'Anand Traders',
  phone: '9886012345',
  city: 'Hubballi',
  state: 'Karnataka',
  pincode: '580029',
  crops: [{ id: turmeric.id, name: 'Turmeric' }],
  quantityRequirements: '20 tonnes a month',
  qualityDescription: 'Curcumin above 3%',
  isVerified: false,
  isPublished: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const buyer = (over: Partial<AdminGlobalBuyer> = {}): AdminGlobalBuyer => ({
  id: 'b1',
  name: 'Sri Lakshmi Traders',
  phone: '+919845011111',
  address: 'APMC Yard, Hubballi',
  cropInterest: 'Maize, Jowar',
  monthlyVolumeTonnes: null,
  priceMin: null,
  priceMax: null,
  quantityRequirements: null,
  qualityDescription: null,
  verified: false,
  createdAt: '2026-10-01T10:00:00.000Z',
  associationCount: 2,
  averageRating: 3,
  reviewCount: 2,
  totalBusiness: 50000,
  addedBy: [
    { fpoId: 'f1', fpoName: 'Hubballi Raitha FPC' },
    { fpoId: 'f2', fpoName: 'Dharwad Growers FPC' },
  ],
  lowRated: false,
  ...over,
});
const lowRated = buyer({
  id: 'b2',
  name: 'Reddy Agro Exports',
  phone: '+919845022222',
  cropInterest: 'Turmeric',
  associationCount: 1,
  averageRating: 2,
  reviewCount: 1,
  totalBusiness: 10000,
  addedBy: [{ fpoId: 'f1', fpoName: 'Hubballi Raitha FPC' }],
  lowRated: true,
});

const reviews: BuyerReview[] = [
  {
    id: 'v1',
    rating: 1,
    feedback: 'Paid late',
    transactionAmount: 2000,
    transactionDate: '2026-10-05',
    paymentDate: '2026-10-25',
    createdAt: '2026-10-26T10:00:00.000Z',
    reviewer: { name: 'Manjunath Patil', fpoName: 'Dharwad Growers FPC' },
    mine: false,
  },
  {
    id: 'v2',
    rating: 5,
    feedback: 'Pays within a fortnight',
    transactionAmount: null,
    transactionDate: null,
    paymentDate: null,
    createdAt: '2026-10-02T10:00:00.000Z',
    reviewer: null,
    mine: false,
  },
];

const changes: BuyerChange[] = [
  {
    actorUserId: 'a1',
    actorEmail: 'ops@sangam.example',
    fpoId: null,
    fpoName: null,
    at: '2026-11-01T06:30:00.000Z',
    before: { address: 'Dharwad', priceMin: null },
    after: { address: 'APMC Yard, Hubballi', priceMin: 2000 },
  },
  {
    actorUserId: 'u7',
    actorEmail: 'lakshmi@hubballi.example',
    fpoId: 'f1',
    fpoName: 'Hubballi Raitha FPC',
    at: '2026-10-15T06:30:00.000Z',
    before: { cropInterest: 'Maize' },
    after: { cropInterest: 'Maize, Jowar' },
  },
];

const meAs = (standing: AdminStanding): MeResponse => {
  const admin = adminSummary(standing);
  return {
    user: { id: 'a1', email: 'ops@sangam.example', name: 'Ops', emailVerified: true, language: 'en' },
    profile: null,
    fpo: null,
    isAdmin: admin !== null,
    admin,
    upgradeWhatsappNumber: '919845012345',
    supportEmail: null,
  };
};
const grantOf = (flags: { view: boolean; edit: boolean; delete: boolean }): AdminStanding => ({
  kind: 'granted',
  isSuperAdmin: false,
  isActive: true,
  pageAccess: { ...noPageAccess(), buyers: flags },
});

type Routes = Parameters<typeof stubApi>[0];
const render = (standing: AdminStanding = { kind: 'owner' }, routes: Routes = {}) => {
  setSession(meAs(standing));
  const calls = stubApi({
    'GET /api/admin/buyer-requirements': () =>
      json(200, { items: [requirement()], total: 1, page: 1, pageSize: 10 }),
    'PUT /api/admin/buyer-requirements/r1': () => json(204),
    'PUT /api/admin/buyer-requirements/r1/details': () => json(204),
    'DELETE /api/admin/buyer-requirements/r1': () => json(204),
    'GET /api/crops': () => json(200, { items: [turmeric, maize, ginger] }),
    'GET /api/admin/buyers': () => json(200, { items: [buyer(), lowRated], total: 2, page: 1, pageSize: 10 }),
    'GET /api/admin/buyers/b1/reviews': () => json(200, { items: reviews }),
    'GET /api/admin/buyers/b1/changes': () => json(200, changes),
    'PUT /api/admin/buyers/b1': (call) => json(200, { ...buyer(), ...(call.body as object) }),
    'PUT /api/admin/buyers/b1/verified': (call) =>
      json(200, { ...buyer(), verified: (call.body as { isVerified: boolean }).isVerified }),
    ...routes,
  });
  renderScreen(
    <ToastProvider>
      <ConfirmProvider>
        <AdminBuyersScreen />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { calls, user: userEvent.setup() };
};
const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const globalTab = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('tab', { name: 'Global Buyers' }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('Buyer Ecosystem: public buyer requirements (document 2, 2.7, 4, 5)', () => {
  it('lists each requirement with its contact, place, crops, needs, date and both switches', async () => {
    render();
    expect(screen.getByRole('tab', { name: 'Public Buyer Requirements', selected: true })).toBeTruthy();
    const row = await rowOf('Anand Traders');
    expect(within(row).getByRole('link', { name: '9886012345' }).getAttribute('href')).toBe(
      'tel:+919886012345',
    );
    for (const text of [
      'Hubballi, Karnataka 580029',
      'Turmeric',
      '20 tonnes a month',
      'Curcumin above 3%',
      '20 Nov 2026',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    const verified = within(row).getByRole('switch', { name: 'Verified: Anand Traders' });
    expect(verified.getAttribute('aria-checked')).toBe('false');
    expect(verified.textContent).toBe('Not Verified');
    const published = within(row).getByRole('switch', { name: 'Published: Anand Traders' });
    expect(published.getAttribute('aria-checked')).toBe('true');
    expect(published.textContent).toBe('Published (Public)');
  });

  it('verifies and unpublishes, each with its own success message', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Verified: Anand Traders' }));
    expect(await screen.findByText('The requirement from Anand Traders is verified.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Published: Anand Traders' }));
    expect(await screen.findByText('The requirement from Anand Traders is unpublished.')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyer-requirements/r1').map((c) => c.body)).toEqual([
      { isVerified: true },
      { isPublished: false },
    ]);
  });

  it("says 'Failed to update verification status' when the switch is refused", async () => {
    const { user } = render(undefined, {
      'PUT /api/admin/buyer-requirements/r1': () => refusal(500, 'internal_error'),
    });
    await user.click(await screen.findByRole('switch', { name: 'Verified: Anand Traders' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update verification status')).toBeTruthy();
  });

  it('asks before deleting, naming the buyer, and says when the deletion fails', async () => {
    const { calls, user } = render(undefined, {
      'DELETE /api/admin/buyer-requirements/r1': () => refusal(500, 'internal_error'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete the requirement from Anand Traders' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Requirement' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the requirement from Anand Traders? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete buyer requirement')).toBeTruthy();
    expect(screen.getByText('Delete Failed')).toBeTruthy();
    expect(sent(calls, 'DELETE', '/api/admin/buyer-requirements/r1')).toHaveLength(1);
  });

  it('keeps the requirement when the deletion is cancelled', async () => {
    const { calls, user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Delete the requirement from Anand Traders' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Requirement' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'DELETE', '/api/admin/buyer-requirements/r1')).toEqual([]);
  });

  it("refuses an edit with an empty required field ('Please fill in all required fields')", async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit the requirement from Anand Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Buyer Requirement' });
    await user.clear(within(dialog).getByLabelText(/^City/));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Turmeric' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByText('Validation Error')).toBeTruthy();
    expect(within(dialog).getByText('City is required')).toBeTruthy();
    expect(within(dialog).getByText('Please select at least one crop')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyer-requirements/r1/details')).toEqual([]);
  });

  it('words a wrong phone and pincode as the spec does', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit the requirement from Anand Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Buyer Requirement' });
    const phone = within(dialog).getByLabelText(/^Phone Number/);
    await user.clear(phone);
    await user.type(phone, '5886012345');
    const pincode = within(dialog).getByLabelText(/^Pincode/);
    await user.clear(pincode);
    await user.type(pincode, '5800');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please enter a valid 10-digit Indian phone number')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid 6-digit pincode')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyer-requirements/r1/details')).toEqual([]);
  });

  it('saves the corrected requirement, trimmed, with its crops by id', async () => {
    const { calls, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit the requirement from Anand Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Buyer Requirement' });
    const name = within(dialog).getByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, '  Anand Agro Traders ');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'Goa');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search crops…' }), 'mai');
    await user.click(within(dialog).getByRole('button', { name: 'Add Maize' }));
    expect(within(dialog).queryByRole('button', { name: 'Add Maize' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Requirement Updated')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyer-requirements/r1/details').map((c) => c.body)).toEqual([
      {
        name: 'Anand Agro Traders',
        phone: '9886012345',
        city: 'Hubballi',
        state: 'Goa',
        pincode: '580029',
        cropIds: [turmeric.id, maize.id],
        quantityRequirements: '20 tonnes a month',
        qualityDescription: 'Curcumin above 3%',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a viewer the states without switches, edits or deletes', async () => {
    render(grantOf({ view: true, edit: false, delete: false }));
    const row = await rowOf('Anand Traders');
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).getByText('Not Verified')).toBeTruthy();
    expect(within(row).getByText('Published (Public)')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('gives an editor the switches and the edit, but no delete', async () => {
    render(grantOf({ view: true, edit: true, delete: false }));
    const row = await rowOf('Anand Traders');
    expect(within(row).getAllByRole('switch')).toHaveLength(2);
    expect(within(row).getByRole('button', { name: 'Edit the requirement from Anand Traders' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it("says 'Failed to load public buyer requirements' and offers to try again", async () => {
    render(undefined, { 'GET /api/admin/buyer-requirements': () => refusal(500, 'internal_error') });
    expect(await screen.findByText('Failed to load public buyer requirements')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('searches from the first page', async () => {
    const { calls, user } = render();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'kochi');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/admin/buyer-requirements?page=1&pageSize=10&search=kochi'),
      ).toBe(true),
    );
  });
});

describe('Buyer Ecosystem: global buyers (document 2, 2.7, 3)', () => {
  it("shows each buyer's figures, and flags a low average 'Low Rated'", async () => {
    const { user } = render();
    await globalTab(user);
    const lakshmi = await rowOf('Sri Lakshmi Traders');
    for (const text of ['+919845011111', 'Maize, Jowar', '2', '3.0', '₹50,000'])
      expect(within(lakshmi).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(lakshmi).getByRole('img', { name: '3.0 out of 5' })).toBeTruthy();
    expect(within(lakshmi).queryByText('Low Rated')).toBeNull();
    const reddy = await rowOf('Reddy Agro Exports');
    expect(within(reddy).getByText('Low Rated')).toBeTruthy();
    expect(within(reddy).getByText('2.0')).toBeTruthy();
    expect(within(reddy).getByText('₹10,000')).toBeTruthy();
  });

  it("says 'No reviews' for a buyer nobody has reviewed", async () => {
    const { user } = render(undefined, {
      'GET /api/admin/buyers': () =>
        json(200, {
          items: [buyer({ averageRating: null, reviewCount: 0, totalBusiness: 0 })],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
    });
    await globalTab(user);
    const row = await rowOf('Sri Lakshmi Traders');
    expect(within(row).getByText('No reviews')).toBeTruthy();
    expect(within(row).getByText('₹0')).toBeTruthy();
  });

  it("lists the reviews with the reviewer's name and FPO, or 'Anonymous User'", async () => {
    const { user } = render();
    await globalTab(user);
    await user.click(await screen.findByRole('button', { name: 'Reviews of Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community Reviews' });
    expect(await within(dialog).findByText('Paid late')).toBeTruthy();
    expect(within(dialog).getByText('Manjunath Patil, Dharwad Growers FPC')).toBeTruthy();
    expect(within(dialog).getByText('Deal of ₹2,000 on 5 Oct 2026, paid after 20 days')).toBeTruthy();
    expect(within(dialog).getByText('Anonymous User')).toBeTruthy();
  });

  it("says 'Failed to load community reviews'", async () => {
    const { user } = render(undefined, {
      'GET /api/admin/buyers/b1/reviews': () => refusal(500, 'internal_error'),
    });
    await globalTab(user);
    await user.click(await screen.findByRole('button', { name: 'Reviews of Sri Lakshmi Traders' }));
    expect(await screen.findByText('Failed to load community reviews')).toBeTruthy();
  });

  it('shows the details with the FPOs that added the buyer and who changed what', async () => {
    const { user } = render();
    await globalTab(user);
    await user.click(await screen.findByRole('button', { name: 'Details of Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buyer Details' });
    expect(within(dialog).getByText('Hubballi Raitha FPC, Dharwad Growers FPC')).toBeTruthy();
    expect(within(dialog).getByText('APMC Yard, Hubballi')).toBeTruthy();
    const history = (await within(dialog).findByRole('heading', { name: 'Change history' })).closest(
      'section',
    ) as HTMLElement;
    expect(history.textContent).toContain('ops@sangam.example in the back office');
    expect(history.textContent).toContain('Address: Dharwad → APMC Yard, Hubballi');
    expect(history.textContent).toContain('Lowest price (₹ per quintal): — → ₹2,000');
    expect(history.textContent).toContain('lakshmi@hubballi.example of Hubballi Raitha FPC');
    expect(history.textContent).toContain('Crops they buy: Maize → Maize, Jowar');
  });

  it('corrects a shared record, and shows a taken phone on its field', async () => {
    let answer = refusal(409, 'buyer_phone_taken', [{ field: 'phone', code: 'buyer_phone_taken' }]);
    const { calls, user } = render(undefined, {
      'PUT /api/admin/buyers/b1': (call) => {
        const response = answer;
        answer = json(200, { ...buyer(), ...(call.body as object) });
        return response;
      },
    });
    await globalTab(user);
    await user.click(await screen.findByRole('button', { name: 'Edit Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Buyer' });
    expect(
      within(dialog).getByText('Every FPO that keeps this buyer sees these details. The change is recorded.'),
    ).toBeTruthy();
    const phone = within(dialog).getByLabelText(/^Phone number/);
    expect((phone as HTMLInputElement).value).toBe('9845011111');
    await user.clear(phone);
    await user.type(phone, '9845022222');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Another buyer already has this phone number')).toBeTruthy();

    await user.clear(phone);
    await user.type(phone, '9845099999');
    await user.type(within(dialog).getByLabelText(/^Lowest price/), '2000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Buyer Updated')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyers/b1').at(-1)?.body).toEqual({
      name: 'Sri Lakshmi Traders',
      phone: '+919845099999',
      address: 'APMC Yard, Hubballi',
      cropInterest: 'Maize, Jowar',
      monthlyVolumeTonnes: null,
      priceMin: 2000,
      priceMax: null,
      quantityRequirements: null,
      qualityDescription: null,
    });
  });

  it('refuses an upside-down price range before sending it', async () => {
    const { calls, user } = render();
    await globalTab(user);
    await user.click(await screen.findByRole('button', { name: 'Edit Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Buyer' });
    await user.type(within(dialog).getByLabelText(/^Lowest price/), '2400');
    await user.type(within(dialog).getByLabelText(/^Highest price/), '2000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Enter prices above ₹0, the lowest no higher than the highest'),
    ).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyers/b1')).toEqual([]);
  });

  it('lets a viewer read details and reviews but not edit', async () => {
    const { user } = render(grantOf({ view: true, edit: false, delete: false }));
    await globalTab(user);
    const row = await rowOf('Sri Lakshmi Traders');
    expect(within(row).getByRole('button', { name: 'Details of Sri Lakshmi Traders' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reviews of Sri Lakshmi Traders' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit Sri Lakshmi Traders' })).toBeNull();
  });

  it("says 'Failed to load buyers data'", async () => {
    const { user } = render(undefined, { 'GET /api/admin/buyers': () => refusal(500, 'internal_error') });
    await globalTab(user);
    expect(await screen.findByText('Failed to load buyers data')).toBeTruthy();
  });
});

describe("Buyer Ecosystem: a shared buyer's verified mark (decision 015)", () => {
  const verifiedSwitch = (within_: HTMLElement) =>
    within(within_).getByRole('switch', { name: 'Verified: Sri Lakshmi Traders' });

  it('shows each row Verified or Not verified, and marks a buyer verified with its own message', async () => {
    const { calls, user } = render(undefined, {
      'GET /api/admin/buyers': () =>
        json(200, { items: [buyer(), { ...lowRated, verified: true }], total: 2, page: 1, pageSize: 10 }),
    });
    await globalTab(user);
    const lakshmi = await rowOf('Sri Lakshmi Traders');
    const toggle = verifiedSwitch(lakshmi);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toBe('Not verified');
    const reddy = await rowOf('Reddy Agro Exports');
    const marked = within(reddy).getByRole('switch', { name: 'Verified: Reddy Agro Exports' });
    expect(marked.getAttribute('aria-checked')).toBe('true');
    expect(marked.textContent).toBe('Verified');

    await user.click(toggle);
    expect(await screen.findByText('Buyer marked verified')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyers/b1/verified').map((c) => c.body)).toEqual([
      { isVerified: true },
    ]);
    // The list is read again after the change.
    await waitFor(() => expect(sent(calls, 'GET', '/api/admin/buyers?page=1&pageSize=10')).toHaveLength(2));
  });

  it("takes the mark away with 'Buyer marked not verified'", async () => {
    const { calls, user } = render(undefined, {
      'GET /api/admin/buyers': () =>
        json(200, { items: [buyer({ verified: true })], total: 1, page: 1, pageSize: 10 }),
    });
    await globalTab(user);
    await user.click(verifiedSwitch(await rowOf('Sri Lakshmi Traders')));
    expect(await screen.findByText('Buyer marked not verified')).toBeTruthy();
    expect(sent(calls, 'PUT', '/api/admin/buyers/b1/verified').map((c) => c.body)).toEqual([
      { isVerified: false },
    ]);
  });

  it("says 'Update Failed' and 'Failed to update verification status' when the change is refused", async () => {
    const { user } = render(undefined, {
      'PUT /api/admin/buyers/b1/verified': () => refusal(500, 'internal_error'),
    });
    await globalTab(user);
    const toggle = verifiedSwitch(await rowOf('Sri Lakshmi Traders'));
    await user.click(toggle);
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update verification status')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('switches the mark in the details, which then show it, and words it in the history', async () => {
    const { calls, user } = render(undefined, {
      'GET /api/admin/buyers/b1/changes': () =>
        json(200, [
          {
            actorUserId: 'a1',
            actorEmail: 'ops@sangam.example',
            fpoId: null,
            fpoName: null,
            at: '2026-11-02T06:30:00.000Z',
            before: { verified: true },
            after: { verified: false },
          },
        ]),
    });
    await globalTab(user);
    await user.click(await screen.findByRole('button', { name: 'Details of Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buyer Details' });
    const history = (await within(dialog).findByRole('heading', { name: 'Change history' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(history).findByText(/Verification:/)).toBeTruthy();
    expect(history.textContent).toContain('Verification: Verified → Not verified');

    const toggle = verifiedSwitch(dialog);
    expect(toggle.textContent).toBe('Not verified');
    await user.click(toggle);
    expect(await screen.findByText('Buyer marked verified')).toBeTruthy();
    await waitFor(() => expect(verifiedSwitch(dialog).getAttribute('aria-checked')).toBe('true'));
    expect(verifiedSwitch(dialog).textContent).toBe('Verified');
    expect(sent(calls, 'PUT', '/api/admin/buyers/b1/verified')).toHaveLength(1);
  });

  it('shows a viewer the mark as words, with no switch in the row or the details', async () => {
    const { user } = render(grantOf({ view: true, edit: false, delete: false }), {
      'GET /api/admin/buyers': () =>
        json(200, { items: [buyer(), { ...lowRated, verified: true }], total: 2, page: 1, pageSize: 10 }),
    });
    await globalTab(user);
    const lakshmi = await rowOf('Sri Lakshmi Traders');
    expect(within(lakshmi).queryByRole('switch')).toBeNull();
    expect(within(lakshmi).getByText('Not verified')).toBeTruthy();
    expect(within(await rowOf('Reddy Agro Exports')).getByText('Verified')).toBeTruthy();
    await user.click(within(lakshmi).getByRole('button', { name: 'Details of Sri Lakshmi Traders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buyer Details' });
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).getByText('Not verified')).toBeTruthy();
  });

  it('filters by the mark from the first page, and says when the filter leaves no buyer', async () => {
    let items = [buyer(), lowRated];
    const { calls, user } = render(undefined, {
      'GET /api/admin/buyers': () => json(200, { items, total: items.length, page: 1, pageSize: 10 }),
    });
    await globalTab(user);
    const group = await screen.findByRole('group', { name: 'Show buyers' });
    const all = within(group).getByRole('button', { name: 'All' });
    expect(all.getAttribute('aria-pressed')).toBe('true');

    items = [];
    await user.click(within(group).getByRole('button', { name: 'Verified' }));
    expect(await screen.findByText('No buyer matches this filter')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Verified' }).getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');

    items = [lowRated];
    await user.click(within(group).getByRole('button', { name: 'Not verified' }));
    expect(await screen.findByText('Reddy Agro Exports')).toBeTruthy();
    const asked = () =>
      calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/buyers?')).map((c) => c.path);
    expect(asked()).toEqual([
      '/api/admin/buyers?page=1&pageSize=10',
      '/api/admin/buyers?page=1&pageSize=10&verified=verified',
      '/api/admin/buyers?page=1&pageSize=10&verified=unverified',
    ]);
  });

  it('keeps the filter beside a search, both sent together', async () => {
    const { calls, user } = render();
    await globalTab(user);
    const group = await screen.findByRole('group', { name: 'Show buyers' });
    await user.click(within(group).getByRole('button', { name: 'Not verified' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'reddy');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/admin/buyers?page=1&pageSize=10&search=reddy&verified=unverified'),
      ).toBe(true),
    );
  });
});
