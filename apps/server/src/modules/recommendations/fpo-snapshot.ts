import { documentCompletion, fpoSnapshot, type FpoSnapshot } from '@sangam/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../app-error.ts';
import { rowsOf } from '../farmers/farmer-figures.ts';

type FpoRow = {
  name: string;
  gst_number: string | null;
  fssai_number: string | null;
  pan_file: string | null;
  moa_file: string | null;
  aoa_file: string | null;
  farmers: number;
  acres: string;
  product_value: string;
  input_value: string;
};
type PlaceRow = { state: string | null; district: string | null; pincode: string | null; n: number };

const present = (value: string | null) => value !== null && value.trim() !== '';

/**
 * The FPO profile snapshot (document 2, 3) from the figures kept beside the register and the stock
 * (decision 011), the FPO's documents, its farmers' most common state, district and pincode (ties
 * alphabetical), and the crops its field records name. Three reads, whatever the FPO's size.
 */
export const snapshotOf = async (db: Db, fpoId: string): Promise<FpoSnapshot> => {
  const [fpoResult, placeResult, cropResult] = await Promise.all([
    db.execute(sql`
      select f.name, f.gst_number, f.fssai_number, f.pan_file, f.moa_file, f.aoa_file,
        coalesce(s.farmers, 0)::int as farmers, coalesce(s.acres, 0)::text as acres,
        coalesce(k.product_value, 0)::text as product_value, coalesce(k.input_value, 0)::text as input_value
      from fpos f
      left join fpo_farmer_stats s on s.fpo_id = f.id
      left join fpo_stock_figures k on k.fpo_id = f.id
      where f.id = ${fpoId}`),
    db.execute(sql`
      select nullif(trim(state), '') as state, nullif(trim(district), '') as district,
        nullif(trim(pincode), '') as pincode, count(*)::int as n
      from farmers where fpo_id = ${fpoId}
      group by grouping sets ((1), (2), (3))`),
    db.execute(sql`
      select crop, count(*)::int as count from (
        select trim(crop) as crop from business_intelligence where fpo_id = ${fpoId}
        union all
        select trim(crop_enterprise) from farmer_intelligence where fpo_id = ${fpoId}
      ) c where crop <> '' group by crop`),
  ]);
  const [fpo] = rowsOf<FpoRow>(fpoResult);
  if (!fpo) throw new AppError('not_found');
  const places = rowsOf<PlaceRow>(placeResult);
  const commonest = (key: 'state' | 'district' | 'pincode') => {
    // Each grouping set's rows name only its own column.
    const candidates = places.filter((p) => p[key] !== null);
    candidates.sort((a, b) => b.n - a.n || String(a[key]).localeCompare(String(b[key])));
    return candidates[0]?.[key] ?? null;
  };
  return fpoSnapshot({
    fpoName: fpo.name,
    totalFarmers: fpo.farmers,
    totalAcres: Number(fpo.acres),
    location: { state: commonest('state'), district: commonest('district'), pincode: commonest('pincode') },
    productValue: Number(fpo.product_value),
    inputValue: Number(fpo.input_value),
    gstNumber: present(fpo.gst_number) ? fpo.gst_number : null,
    fssaiNumber: present(fpo.fssai_number) ? fpo.fssai_number : null,
    documentCompliance: documentCompletion({
      gstNumber: present(fpo.gst_number),
      fssaiNumber: present(fpo.fssai_number),
      panDocument: present(fpo.pan_file),
      moaDocument: present(fpo.moa_file),
      aoaDocument: present(fpo.aoa_file),
    }),
    cropCounts: rowsOf<{ crop: string; count: number }>(cropResult),
  });
};
