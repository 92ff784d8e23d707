import { checkPlaceAgainstPincode } from '@sangam/domain';
import { describe, expect, it } from 'vitest';
import { pincodeLookup } from '../db/pincode-file.ts';
import { demoRequirements, demoVillages } from './demo-data.ts';

describe("the demo's places (decision 035)", () => {
  const { find } = pincodeLookup();

  it.each(demoVillages.map((village) => [village[0], village] as const))(
    '%s has a real pincode in its district and state',
    (_name, [, , district, state, pincode]) => {
      const known = find(pincode);
      expect(known, pincode).not.toBeNull();
      expect(checkPlaceAgainstPincode({ district, state }, known).mismatched).toEqual([]);
    },
  );

  it.each(demoRequirements.map((requirement) => [requirement.name, requirement] as const))(
    "%s's pincode is in its state",
    (_name, { state, pincode }) => {
      expect(find(pincode)?.state).toBe(state);
    },
  );
});
