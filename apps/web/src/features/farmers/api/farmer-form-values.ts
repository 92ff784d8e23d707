import type { Farmer } from '@sangam/domain';
import type { FarmerFormValues } from './farmers-api.ts';

/**
 * A farmer as the form shows it: every value as text. Its own module, so the conflict screens use it
 * without making the farmer API hooks a chunk of their own (the dashboard loads those first).
 */
export const toFormValues = (farmer: Farmer): FarmerFormValues => ({
  farmerName: farmer.farmerName,
  phoneNumber: farmer.phoneNumber,
  acres: String(farmer.acres),
  gender: farmer.gender,
  village: farmer.village,
  block: farmer.block,
  district: farmer.district,
  state: farmer.state,
  pincode: farmer.pincode,
  preferredLanguage: farmer.preferredLanguage,
});
