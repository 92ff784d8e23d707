/** Older rows and careless clients stored the words 'null' and 'undefined'; they mean nothing was given. */
export const isBlankFpoText = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text === '' || text === 'null' || text === 'undefined';
};
