/** The 28 states of the form's dropdown (document 2, 2.22 and 5), in the order people look for them. */
export const indianStates = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof indianStates)[number];

/**
 * The eight union territories, spelt as the Government of India does since 2020 (the merger of
 * Dadra and Nagar Haveli with Daman and Diu; Ladakh apart from Jammu and Kashmir). The pincode
 * directory names them so (decision 035). They are not in the buyer requirement form's dropdown,
 * which the spec fixes at the 28 states.
 */
export const indianUnionTerritories = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianUnionTerritory = (typeof indianUnionTerritories)[number];
