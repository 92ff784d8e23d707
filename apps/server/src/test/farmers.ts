/** A farmer as the add form sends it, every field valid; `overrides` change what a test is about. */
export const farmerInput = (overrides: Record<string, string> = {}) => ({
  farmerName: 'Ramesh Kumar',
  phoneNumber: '9845012345',
  acres: '2.5',
  gender: 'Male',
  village: 'Hosur',
  block: 'Hosur',
  district: 'Krishnagiri',
  state: 'Tamil Nadu',
  pincode: '635109',
  ...overrides,
});
