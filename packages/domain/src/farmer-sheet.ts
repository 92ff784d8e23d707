import type { Farmer } from './farmer.ts';
import { todayInIndia } from './india-dates.ts';

/**
 * The nine columns of the farmer spreadsheet, in order (spec 3): the sample file offers them and
 * the report export writes them, so an exported sheet can be imported again as it is.
 */
export const farmerSheetHeaders = [
  'Farmer Name',
  'Phone',
  'Acres',
  'Gender',
  'Village',
  'Block',
  'District',
  'State',
  'Pincode',
] as const;

/** The report export adds the day each farmer joined the register; an import ignores the column. */
export const farmerExportHeaders = [...farmerSheetHeaders, 'Added On'] as const;

export type FarmerSheetFields = Pick<
  Farmer,
  'farmerName' | 'phoneNumber' | 'acres' | 'gender' | 'village' | 'block' | 'district' | 'state' | 'pincode'
>;

/**
 * One farmer as an export row. The phone is its ten digits, as the sample file has it: a cell
 * starting with + would be taken for a formula and written with a guarding apostrophe. Acres stay a
 * number (a spreadsheet sums them); the day joined is India's date. Other text is written as typed:
 * csvCell and the XLSX writer keep a formula out.
 */
export const farmerExportRow = (farmer: FarmerSheetFields & { createdAt: Date | string }) => [
  farmer.farmerName,
  farmer.phoneNumber.replace(/^\+91(?=\d{10}$)/, ''),
  farmer.acres,
  farmer.gender,
  farmer.village,
  farmer.block,
  farmer.district,
  farmer.state,
  farmer.pincode,
  todayInIndia(new Date(farmer.createdAt)),
];
