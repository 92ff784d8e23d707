/**
 * A typed district and state against the pincode directory's (decision 035): the directory fills
 * what is empty and warns on a disagreement, never refuses. An honest entry must not warn, so the
 * comparison forgives case, spaces, punctuation, words such as "District", word order, the common
 * old and new names below and a letter or two of spelling. It compares Latin letters only: a place
 * typed in an Indian script is not judged (the directory is in English).
 */
export type TypedPlace = { district: string; state: string };
export type PincodePlaceField = keyof TypedPlace;

export type PlaceCheck = {
  /** What the fields should hold: the typed values, with the empty ones taken from the directory. */
  place: TypedPlace;
  /** The fields the directory filled. */
  filled: PincodePlaceField[];
  /** The typed fields the directory disagrees with. */
  mismatched: PincodePlaceField[];
};

/** Words that say what kind of place a name is, not which. */
const ignoredWords = new Set([
  'and',
  'of',
  'the',
  'district',
  'dist',
  'distt',
  'dt',
  'zilla',
  'zila',
  'jilla',
  'jila',
  'state',
  'ut',
  'union',
  'territory',
  'nct',
]);

/**
 * Names for one place, the directory's spelling last: old names, English names, and the city people
 * write for its district. Keys are whole names after normalising (lower case, no punctuation, the
 * words above dropped), so "Bangalore" also stands for "bengaluru" inside "Bengaluru Urban".
 */
const aliasGroups: readonly (readonly string[])[] = [
  // States and union territories
  ['orissa', 'odisha'],
  ['pondicherry', 'pondy', 'puducherry'],
  ['uttaranchal', 'uttarakhand'],
  ['j k', 'jammu kashmir'],
  ['dnh dd', 'dadra nagar haveli daman diu'],
  // Karnataka
  ['bangalore', 'bengaluru'],
  ['mysore', 'mysuru'],
  ['belgaum', 'belagavi'],
  ['gulbarga', 'kalaburagi'],
  ['bellary', 'ballari'],
  ['bijapur', 'vijayapura'],
  ['shimoga', 'shivamogga'],
  ['tumkur', 'tumakuru'],
  ['chikmagalur', 'chikkamagaluru'],
  ['chamarajanagar', 'chamarajanagara'],
  ['chikballapur', 'chikkaballapura'],
  ['dharwar', 'hubli', 'hubballi', 'dharwad'],
  ['mangalore', 'mangaluru', 'south kanara', 'dakshina kannada'],
  ['karwar', 'north kanara', 'uttara kannada'],
  // Karnataka's 31st district (2021): India Post writes it without the last a.
  ['vijayanagara', 'hosapete', 'hospet', 'vijaynagar'],
  ['coorg', 'madikeri', 'kodagu'],
  // Kerala
  ['trivandrum', 'thiruvananthapuram'],
  ['cochin', 'kochi', 'ernakulam'],
  ['calicut', 'kozhikode'],
  ['trichur', 'thrissur'],
  ['palghat', 'palakkad'],
  ['quilon', 'kollam'],
  ['alleppey', 'alappuzha'],
  ['cannanore', 'kannur'],
  // Tamil Nadu
  ['madras', 'chennai'],
  ['tuticorin', 'thoothukudi'],
  ['trichy', 'tiruchirappalli'],
  ['tanjore', 'thanjavur'],
  ['kanyakumari', 'kanniyakumari'],
  ['conjeevaram', 'kancheepuram', 'kanchipuram'],
  ['ooty', 'nilgiris'],
  // Andhra Pradesh and Telangana
  ['vizag', 'vishakhapatnam', 'visakhapatnam', 'visakhapatanam'],
  ['cuddapah', 'kadapa', 'ysr kadapa', 'ysr'],
  ['nellore', 'sri potti sriramulu nellore', 'spsr nellore'],
  ['hanamkonda', 'warangal urban', 'hanumakonda'],
  ['rangareddy', 'ranga reddy'],
  // North and west
  ['gurgaon', 'gurugram'],
  ['mewat', 'nuh'],
  ['bombay', 'mumbai'],
  ['poona', 'pune'],
  ['baroda', 'vadodara'],
  ['ahmedabad', 'ahmadabad'],
  ['chhatrapati sambhajinagar', 'sambhajinagar', 'aurangabad'],
  ['dharashiv', 'osmanabad'],
  ['ahilyanagar', 'ahmednagar'],
  ['allahabad', 'prayagraj'],
  ['faizabad', 'ayodhya'],
  ['banaras', 'benares', 'varanasi'],
  ['noida', 'gautam buddha nagar'],
  ['mohali', 'sahibzada ajit singh nagar', 'sas nagar'],
  ['nawanshahr', 'shahid bhagat singh nagar'],
  ['bhabua', 'kaimur'],
  // East and north-east
  ['calcutta', 'kolkata'],
  ['burdwan', 'bardhaman'],
  ['midnapore', 'medinipur'],
  ['malda', 'maldah'],
  ['hugli', 'hooghly'],
  ['cooch behar', 'coochbehar'],
  ['24 parganas', '24 paraganas'],
  ['gangtok', 'east'],
  ['mangan', 'north'],
  ['namchi', 'south'],
  ['gyalshing', 'geyzing', 'west'],
];

/** Lower-case Latin words of a name: accents, punctuation and the kind-of-place words gone. */
const words = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !ignoredWords.has(word));

const canonicalName = new Map<string, string>();
for (const group of aliasGroups) {
  const canonical = group[group.length - 1] as string;
  for (const name of group) canonicalName.set(name, canonical);
}

/** A name's words with every known alias, whole or as a run of words, replaced by the directory's. */
const canonicalWords = (name: string): string[] => {
  const list = words(name);
  const whole = canonicalName.get(list.join(' '));
  if (whole) return whole.split(' ');
  const out: string[] = [];
  for (let at = 0; at < list.length;) {
    let matched = false;
    // The longest run of words that is a known name wins: "ranga reddy" before "ranga".
    for (let end = list.length; end > at; end--) {
      const found = canonicalName.get(list.slice(at, end).join(' '));
      if (found) {
        out.push(...found.split(' '));
        at = end;
        matched = true;
        break;
      }
    }
    if (!matched) out.push(list[at++] as string);
  }
  return out;
};

/** Edit distance counting a swap of neighbours as one (optimal string alignment). */
const distance = (a: string, b: string): number => {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
};

/** Spelling slack: one letter in a word of 7 or more, two in one of 12 or more. */
const closeEnough = (a: string, b: string) => {
  const shorter = Math.min(a.length, b.length);
  const allowed = shorter >= 12 ? 2 : shorter >= 7 ? 1 : 0;
  if (a === b) return true;
  return allowed > 0 && Math.abs(a.length - b.length) <= allowed && distance(a, b) <= allowed;
};

/** The same number of words, each close to its partner: "East" never passes for "West". */
const closeWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((word, i) => closeEnough(word, b[i] as string));

const isSubset = (small: Set<string>, large: Set<string>) => [...small].every((word) => large.has(word));

/**
 * Whether a typed name can be the directory's. True too when it cannot be judged: empty, or not
 * written in Latin letters.
 */
export const samePlaceName = (typed: string, known: string): boolean => {
  const typedWords = canonicalWords(typed);
  if (!typedWords.length || !/[a-z]/.test(typedWords.join(''))) return true;
  const knownWords = canonicalWords(known);
  const a = new Set(typedWords);
  const b = new Set(knownWords);
  // "Bengaluru" for "Bengaluru Urban", "Leh" for "Leh Ladakh", "East Sikkim" for "East District".
  if (isSubset(a, b) || isSubset(b, a)) return true;
  // "Tamilnadu" for "Tamil Nadu"; "Visakhapatnam" for "Visakhapatanam", word by word in any order.
  if (typedWords.join('') === knownWords.join('')) return true;
  return closeWords(typedWords, knownWords) || closeWords([...a].sort(), [...b].sort());
};

/** City territories whose name people write as the district too ("Delhi" for "South East"). */
const cityTerritories = new Set(['Delhi', 'Chandigarh']);

const sameDistrict = (typed: string, known: TypedPlace) =>
  samePlaceName(typed, known.district) ||
  (cityTerritories.has(known.state) && samePlaceName(typed, known.state));

/**
 * Compares a typed district and state with the pincode's. No directory entry (an unknown pincode)
 * changes nothing.
 */
export const checkPlaceAgainstPincode = (typed: TypedPlace, directory: TypedPlace | null): PlaceCheck => {
  const district = typed.district.trim();
  const state = typed.state.trim();
  if (!directory) return { place: { district, state }, filled: [], mismatched: [] };
  const filled: PincodePlaceField[] = [];
  const mismatched: PincodePlaceField[] = [];
  if (!district) filled.push('district');
  else if (!sameDistrict(district, directory)) mismatched.push('district');
  if (!state) filled.push('state');
  else if (!samePlaceName(state, directory.state)) mismatched.push('state');
  return {
    place: { district: district || directory.district, state: state || directory.state },
    filled,
    mismatched,
  };
};
