/**
 * The farmer list's search (decision 006): the name contains the text, or the village starts with
 * it, or the phone number does. A phone is stored as +91 and ten digits; this is the stored prefix
 * that the digits typed stand for, however they were typed ("98450", "+91 98450", "098450"), or
 * null when the text has fewer than three digits.
 */
export const phoneSearchPrefix = (text: string): string | null => {
  let digits = text.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (text.trim().startsWith('+91') || (digits.startsWith('91') && digits.length > 10))
    digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return `+91${digits}`;
};
