/** A Save Changes of the Settings screen that passes, with something to normalise in each field. */
export const settingsBody = {
  fullName: 'Shantamma Hiremath',
  organization: 'Tungabhadra FPC',
  phone: '+91 94480 12345',
  fpoName: 'Tungabhadra Farmer Producer Company',
  fpoPhone: '94480 12345',
  fpoAddress: 'APMC Yard Road\nKampli 583132',
  fpoWebsite: 'tungabhadra.example.org',
  gstNumber: '27aapfu0939f1zv',
  fssaiNumber: '10020042007183',
};
