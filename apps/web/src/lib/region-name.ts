/**
 * A country's name in the reader's language, from the runtime's own locale data
 * (Intl.DisplayNames with the ISO 3166 region code), so Sangam keeps no list of names per language.
 * The English name is used only where the runtime has no data for that language.
 */
export const regionName = (isoCode: string, language: string, englishName: string): string => {
  if (typeof Intl.DisplayNames !== 'function') return englishName;
  if (Intl.DisplayNames.supportedLocalesOf([language]).length === 0) return englishName;
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(isoCode) ?? englishName;
};
