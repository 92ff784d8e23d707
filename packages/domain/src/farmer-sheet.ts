import type { Farmer } from './farmer.ts';
import { todayInIndia } from './india-dates.ts';
import { languageEnglishNames } from './language-words.ts';

/**
 * The columns of the farmer spreadsheet, in order: the nine of spec 3, then the optional preferred
 * language (issue 18). The sample file offers them and the report export writes them, so an
 * exported sheet can be imported again as it is.
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
  'Preferred Language',
] as const;

/** The report export adds the day each farmer joined the register; an import ignores the column. */
export const farmerExportHeaders = [...farmerSheetHeaders, 'Added On'] as const;

export type FarmerSheetFields = Pick<
  Farmer,
  | 'farmerName'
  | 'phoneNumber'
  | 'acres'
  | 'gender'
  | 'village'
  | 'block'
  | 'district'
  | 'state'
  | 'pincode'
  | 'preferredLanguage'
>;

/**
 * One farmer as an export row. The phone is its ten digits, as the sample file has it: a cell
 * starting with + would be taken for a formula and written with a guarding apostrophe. Acres stay a
 * number (a spreadsheet sums them); the language is its English name, which an import reads back;
 * the day joined is India's date. Other text is written as typed:
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
  languageEnglishNames[farmer.preferredLanguage],
  todayInIndia(new Date(farmer.createdAt)),
];
