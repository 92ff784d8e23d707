/**
 * Display formatting used by every screen and every message: rupees with Indian digit grouping,
 * lakh / crore short forms, and dates in India Standard Time whatever the device's zone.
 */
export const indiaTimeZone = 'Asia/Kolkata';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A unit price as it was set: 245.5 -> "₹245.50", 90 -> "₹90". Totals and values are whole rupees
 * (S8); a price per packet keeps its paise, or ₹245.50 would read as ₹246.
 */
export const formatPrice = (amount: number): string =>
  Number.isInteger(amount) ? rupees.format(amount) : withPaise.format(amount);

/** 144000 -> "₹1,44,000". Rounds to whole rupees. */
export const formatRupees = (amount: number): string => rupees.format(Math.round(amount) || 0);

/** 144000 -> "1,44,000". */
export const formatCount = (value: number): string => grouped.format(value);

const acresFormats = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }),
);

/**
 * 12345.5 -> "12,345.5". Acres are kept to 2 decimals and shown to 2, or to 1 where spec 9 says so
 * (the average on reports); trailing zeros are dropped.
 */
export const formatAcres = (acres: number, decimals: 0 | 1 | 2 = 2): string =>
  (acresFormats[decimals] as Intl.NumberFormat).format(acres);

const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * 250000 -> "₹2.5 L", 31000000 -> "₹3.1 Cr"; below a lakh the full figure. Only where the spec asks
 * for short amounts (document 2: admin amounts, dealership turnover); the operator's screens show
 * money in full with formatRupees (spec 9, DECISIONS S8).
 */
export const formatRupeesShort = (amount: number): string => {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
  if (abs >= CRORE) return `${sign}₹${oneDecimal(abs / CRORE)} Cr`;
  if (abs >= LAKH) return `${sign}₹${oneDecimal(abs / LAKH)} L`;
  return formatRupees(amount);
};

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: indiaTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: indiaTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "23 Nov 2026" in IST. */
export const formatDate = (value: Date | string | number): string => dateFormat.format(toDate(value));

/** "23 Nov 2026, 5:30 am" in IST. */
export const formatDateTime = (value: Date | string | number): string => dateTimeFormat.format(toDate(value));
