import { checkPlaceAgainstPincode, farmerFieldRules, type PincodePlace } from '@sangam/domain';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { FarmerFormValues } from '../api/farmers-api.ts';
import { usePincodePlaceQuery } from '../api/get-pincode-place.ts';

export type PincodePlaceState = {
  /** The directory's place for the pincode typed, once known; null while unknown or not listed. */
  place: PincodePlace | null;
  /** The district and state were filled from the pincode and are still as filled. */
  filled: boolean;
  /** The typed district or state is not the pincode's: a warning, never a refusal. */
  mismatch: boolean;
  /** Puts the pincode's district and state in the fields ("Use these"). */
  applyPlace: () => void;
};

const applied = { shouldValidate: true, shouldDirty: true } as const;

/**
 * The farmer form's pincode (decision 035): six valid digits are looked up; an empty district or
 * state is filled from the answer, and a typed one that does not match is a warning with the
 * pincode's place to use instead. A lookup that fails or cannot be made (offline) says nothing and
 * never holds the form up.
 */
export const usePincodePlace = (form: UseFormReturn<FarmerFormValues>): PincodePlaceState => {
  const [typedPincode = '', district = '', state = ''] = useWatch({
    control: form.control,
    name: ['pincode', 'district', 'state'],
  });
  const pincode = farmerFieldRules.pincode(typedPincode);
  const { data } = usePincodePlaceQuery(pincode.ok ? pincode.value : null);
  const place = pincode.ok && data?.pincode === pincode.value ? data : null;
  // What the pincode last put in the fields: a value still as filled is the directory's to change.
  const filledWith = useRef<{ district: string; state: string } | null>(null);
  const [filledFor, setFilledFor] = useState<string | null>(null);

  useEffect(() => {
    if (!place) return;
    const { getValues, setValue } = form;
    const previous = filledWith.current;
    const open = (field: 'district' | 'state') => {
      const value = getValues(field).trim();
      return value === '' || value === previous?.[field];
    };
    const fillDistrict = open('district');
    const fillState = open('state');
    if (!fillDistrict && !fillState) return;
    filledWith.current = {
      district: fillDistrict ? place.district : getValues('district'),
      state: fillState ? place.state : getValues('state'),
    };
    if (fillDistrict) setValue('district', place.district, applied);
    if (fillState) setValue('state', place.state, applied);
    setFilledFor(place.pincode);
    // Once per answer: a field emptied afterwards is the operator's to fill.
  }, [place, form]);

  const check = place ? checkPlaceAgainstPincode({ district, state }, place) : null;
  return {
    place,
    filled: !!place && filledFor === place.pincode && district === place.district && state === place.state,
    mismatch: !!check?.mismatched.length,
    applyPlace: () => {
      if (!place) return;
      filledWith.current = { district: place.district, state: place.state };
      form.setValue('district', place.district, applied);
      form.setValue('state', place.state, applied);
      setFilledFor(place.pincode);
    },
  };
};
