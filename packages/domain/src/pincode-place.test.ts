import { describe, expect, it } from 'vitest';
import { checkPlaceAgainstPincode, samePlaceName } from './pincode-place.ts';
import { pincodeSearch } from './pincodes.ts';

const dharwad = { district: 'Dharwad', state: 'Karnataka' };

describe('a typed district or state against the directory', () => {
  it.each([
    // [typed, directory's]: an honest entry
    ['Dharwad', 'Dharwad'],
    ['dharwad', 'Dharwad'],
    ['  DHARWAD  ', 'Dharwad'],
    ['Dharwad District', 'Dharwad'],
    ['Dharwad Dist.', 'Dharwad'],
    ['Dharwad Dt', 'Dharwad'],
    ['Dharwar', 'Dharwad'],
    ['Hubli', 'Dharwad'],
    ['Bangalore', 'Bengaluru Urban'],
    ['Bengaluru', 'Bengaluru Urban'],
    ['Bangalore Rural', 'Bengaluru Rural'],
    ['Mysore', 'Mysuru'],
    ['Gurgaon', 'Gurugram'],
    ['Pondicherry', 'Puducherry'],
    ['Orissa', 'Odisha'],
    ['Belgaum', 'Belagavi'],
    ['Gulbarga', 'Kalaburagi'],
    ['Tumkur', 'Tumakuru'],
    ['Shimoga', 'Shivamogga'],
    ['Mangalore', 'Dakshina Kannada'],
    ['Vijayanagara', 'Vijaynagar'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Cochin', 'Ernakulam'],
    ['Tuticorin', 'Thoothukudi'],
    ['Kanyakumari', 'Kanniyakumari'],
    ['Nilgiris', 'The Nilgiris'],
    ['Allahabad', 'Prayagraj'],
    ['Mohali', 'S.A.S Nagar'],
    ['SAS Nagar', 'S.A.S Nagar'],
    ['Kadapa', 'Y.S.R.'],
    ['YSR Kadapa', 'Y.S.R.'],
    ['Nellore', 'Spsr Nellore'],
    ['North 24 Parganas', '24 Paraganas North'],
    ['Visakhapatnam', 'Visakhapatanam'],
    ['Ahmedabad', 'Ahmadabad'],
    ['Kancheepuram', 'Kanchipuram'],
    ['Ranga Reddy', 'Ranga Reddy'],
    ['Rangareddy', 'Ranga Reddy'],
    ['Leh', 'Leh Ladakh'],
    ['East Sikkim', 'East District'],
    ['Gangtok', 'East District'],
    ['Kaimur', 'Kaimur'],
    ['Bhabua', 'Kaimur'],
    ['Tamilnadu', 'Tamil Nadu'],
    ['Tamil-Nadu', 'Tamil Nadu'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['J&K', 'Jammu and Kashmir'],
    ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['NCT of Delhi', 'Delhi'],
    ['Uttaranchal', 'Uttarakhand'],
    ['Chhattisgarh', 'Chhattisgarh'],
    ['Chattisgarh', 'Chhattisgarh'],
    ['Bengalūru', 'Bengaluru Urban'],
    // Indian scripts are not judged: the directory is in English.
    ['ಧಾರವಾಡ', 'Dharwad'],
    ['कर्नाटक', 'Karnataka'],
  ])('%j can be %j', (typed, known) => {
    expect(samePlaceName(typed, known)).toBe(true);
  });

  it.each([
    ['Belagavi', 'Dharwad'],
    ['Kanpur', 'Kannur'],
    ['Raigad', 'Raigarh'],
    ['Thiruvallur', 'Thiruvarur'],
    ['East Godavari', 'West Godavari'],
    ['Bangalore Rural', 'Bengaluru Urban'],
    ['Kerala', 'Karnataka'],
    ['Andhra Pradesh', 'Telangana'],
    ['Uttar Pradesh', 'Madhya Pradesh'],
    ['Mysore', 'Mandya'],
    ['Mumbai', 'Pune'],
  ])('%j is not %j', (typed, known) => {
    expect(samePlaceName(typed, known)).toBe(false);
  });
});

describe('a pincode filling and checking the place', () => {
  it.each([
    // typed district, typed state -> place, filled, mismatched
    ['', '', dharwad, ['district', 'state'], []],
    ['Hubli', '', { district: 'Hubli', state: 'Karnataka' }, ['state'], []],
    ['', 'Karnataka', dharwad, ['district'], []],
    ['', 'Kerala', { district: 'Dharwad', state: 'Kerala' }, ['district'], ['state']],
    ['Dharwad', 'Karnataka', dharwad, [], []],
    ['Belagavi', 'Karnataka', { district: 'Belagavi', state: 'Karnataka' }, [], ['district']],
    ['Belagavi', 'Goa', { district: 'Belagavi', state: 'Goa' }, [], ['district', 'state']],
    ['  ', ' ', dharwad, ['district', 'state'], []],
  ])('%j, %j', (district, state, place, filled, mismatched) => {
    expect(checkPlaceAgainstPincode({ district, state }, dharwad)).toEqual({ place, filled, mismatched });
  });

  it('changes nothing for a pincode the directory does not know', () => {
    expect(checkPlaceAgainstPincode({ district: '', state: 'Goa' }, null)).toEqual({
      place: { district: '', state: 'Goa' },
      filled: [],
      mismatched: [],
    });
  });

  it('takes the name of a city territory as its district', () => {
    const southEast = { district: 'South East', state: 'Delhi' };
    expect(checkPlaceAgainstPincode({ district: 'New Delhi', state: 'Delhi' }, southEast).mismatched).toEqual(
      [],
    );
    expect(
      checkPlaceAgainstPincode({ district: 'Delhi', state: 'NCT of Delhi' }, southEast).mismatched,
    ).toEqual([]);
    expect(checkPlaceAgainstPincode({ district: 'Gurugram', state: 'Delhi' }, southEast).mismatched).toEqual([
      'district',
    ]);
  });
});

describe('the pincode a farmer search stands for', () => {
  it.each([
    ['580029', { pincode: '580029', exact: true }],
    [' 580 029 ', { pincode: '580029', exact: true }],
    ['५८००२९', { pincode: '580029', exact: true }],
    ['5800', { pincode: '5800', exact: false }],
    ['580', { pincode: '580', exact: false }],
    ['58', null],
    ['058002', null],
    ['5800291', null],
    ['9845012345', null],
    ['Dharwad', null],
    ['', null],
  ])('%j', (text, expected) => {
    expect(pincodeSearch(text)).toEqual(expected);
  });
});
