import {
  fpoContactPhone,
  isExpiringSoon,
  MANDI_PAGE_SIZE,
  todayInIndia,
  type MandiPage,
  type MandiProduct,
  type MandiQuery,
  type PublicFpo,
} from '@sangam/domain';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { pictureOf } from '../pictures/pictures.ts';
import { isListedFpo } from './listed-fpos.ts';

type Row = {
  id: string;
  product_name: string;
  packaging_type: 'packaged' | 'open';
  quantity_available: number | null;
  packet_size_gms: number | null;
  quantity_tonnes: string | null;
  sale_price: string;
  expiry_date: string | null;
  picture_key: string | null;
  fpo_id: string;
  fpo_name: string;
  fpo_phone: string | null;
  fpo_address: string | null;
  owner_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The FPO's first owner: the seller's contact person, e-mail and fallback phone. */
const owner = sql`left join lateral (
  select up.full_name as owner_name, up.phone as owner_phone, u.email as owner_email
  from fpo_members m join "user" u on u.id = m.user_id left join user_profiles up on up.user_id = m.user_id
  where m.fpo_id = f.id and m.role = 'owner' order by m.created_at limit 1) o on true`;

/**
 * What the public may see of products: active, not past their expiry date (a buyer cannot buy
 * spoiled stock), from listed FPOs.
 */
const listedProducts = (
  { today, withOwner = false }: { today: string; withOwner?: boolean },
  ...conditions: (SQL | undefined)[]
) =>
  sql`from product_inventory p join fpos f on f.id = p.fpo_id ${withOwner ? owner : sql``}
    where p.is_active and (p.expiry_date is null or p.expiry_date >= ${today}) and ${isListedFpo('f')}
    ${sql.join(
      conditions.filter((c) => c !== undefined).map((c) => sql` and ${c}`),
      sql``,
    )}`;

const productColumns = sql`p.id, p.product_name, p.packaging_type, p.quantity_available, p.packet_size_gms,
  p.quantity_tonnes::text, p.sale_price::text, p.expiry_date::text, p.picture_key,
  f.id as fpo_id, f.name as fpo_name, f.phone as fpo_phone, f.address as fpo_address,
  o.owner_name, o.owner_phone, o.owner_email`;

const toMandiProduct = (row: Row, today: string): MandiProduct => ({
  id: row.id,
  productName: row.product_name,
  packagingType: row.packaging_type,
  quantityAvailable: row.quantity_available,
  packetSizeGms: row.packet_size_gms,
  quantityTonnes: row.quantity_tonnes === null ? null : Number(row.quantity_tonnes),
  salePrice: Number(row.sale_price),
  expiryDate: row.expiry_date,
  expiringSoon: isExpiringSoon(row.expiry_date, today),
  picture: pictureOf(row.picture_key),
  seller: {
    fpoId: row.fpo_id,
    fpoName: row.fpo_name.trim(),
    contactPerson: row.owner_name,
    phone: fpoContactPhone({ phone: row.fpo_phone, operatorPhone: row.owner_phone }),
    email: row.owner_email,
    address: row.fpo_address,
  },
});

const searchCondition = (search: string | undefined) => {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return sql`(p.product_name ilike ${pattern} or f.name ilike ${pattern})`;
};

/** A page of the Mandi (document 2, 2.20): searched and filtered in the database, newest first. */
export const listMandiProducts = async ({
  db,
  query,
  now = new Date(),
}: {
  db: Db;
  query: MandiQuery;
  now?: Date;
}): Promise<MandiPage> => {
  const today = todayInIndia(now);
  const filter = listedProducts(
    { today },
    searchCondition(query.search),
    query.packaging === 'all' ? undefined : sql`p.packaging_type = ${query.packaging}`,
  );
  const offset = (query.page - 1) * MANDI_PAGE_SIZE;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${productColumns} ${sql`from (select p.id ${filter}
      order by p.created_at desc, p.id desc limit ${MANDI_PAGE_SIZE} offset ${offset}) page`}
      join product_inventory p on p.id = page.id join fpos f on f.id = p.fpo_id ${owner}
      order by p.created_at desc, p.id desc`),
    db.execute(sql`select count(*)::int as total ${filter}`),
  ]);
  return {
    items: rowsOf<Row>(rows).map((row) => toMandiProduct(row, today)),
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
    page: query.page,
    pageSize: MANDI_PAGE_SIZE,
  };
};

/** One listed product, for a shared link (`/mandi?product=…`) and its preview card. */
export const getMandiProduct = async ({
  db,
  productId,
  now = new Date(),
}: {
  db: Db;
  productId: string;
  now?: Date;
}) => {
  const today = todayInIndia(now);
  const rows = await db.execute(
    sql`select ${productColumns} ${listedProducts({ today, withOwner: true }, sql`p.id = ${productId}`)}`,
  );
  const [row] = rowsOf<Row>(rows);
  if (!row) throw notFound();
  return toMandiProduct(row, today);
};

type FpoRow = {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  created_at: string | Date;
  gst_number: string | null;
  fssai_number: string | null;
  is_verified: boolean;
  hfn_certified: boolean;
  owner_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
  farmers: number | null;
  acres: string | null;
};

const hasText = (value: string | null) => Boolean(value?.trim());

/**
 * The public FPO page (document 2, 2.21): its contact details, the figures it keeps (decision 011),
 * the badges of its documents and of an admin's checks, its pictures and its listed products. An
 * FPO that is not listed is as missing as one that never was.
 */
export const getPublicFpo = async ({
  db,
  fpoId,
  now = new Date(),
}: {
  db: Db;
  fpoId: string;
  now?: Date;
}): Promise<PublicFpo> => {
  const [fpo] = rowsOf<FpoRow>(
    await db.execute(sql`select f.id, f.name, f.phone, f.address, f.created_at, f.gst_number, f.fssai_number,
      f.is_verified, f.hfn_certified, o.owner_name, o.owner_phone, o.owner_email, s.farmers, s.acres::text
      from fpos f ${owner} left join fpo_farmer_stats s on s.fpo_id = f.id
      where f.id = ${fpoId} and ${isListedFpo('f')}`),
  );
  if (!fpo) throw notFound();
  const today = todayInIndia(now);
  const [photos, products] = await Promise.all([
    db.execute(sql`select slot, picture_key from fpo_photos where fpo_id = ${fpoId} order by slot`),
    db.execute(
      sql`select ${productColumns} ${listedProducts(
        { today: todayInIndia(now), withOwner: true },
        sql`p.fpo_id = ${fpoId}`,
      )} order by p.product_name, p.id`,
    ),
  ]);
  const slots = rowsOf<{ slot: string; picture_key: string }>(photos);
  return {
    id: fpo.id,
    name: fpo.name.trim(),
    establishedYear: new Date(fpo.created_at).getUTCFullYear(),
    farmerCount: fpo.farmers ?? 0,
    totalAcres: Number(fpo.acres ?? 0),
    phone: fpoContactPhone({ phone: fpo.phone, operatorPhone: fpo.owner_phone }),
    email: fpo.owner_email,
    address: fpo.address,
    badges: {
      gst: hasText(fpo.gst_number),
      fssai: hasText(fpo.fssai_number),
      verified: fpo.is_verified,
      hfnCertified: fpo.hfn_certified,
    },
    logo: pictureOf(slots.find((s) => s.slot === 'logo')?.picture_key ?? null),
    villagePhotos: slots
      .filter((s) => s.slot.startsWith('village'))
      .flatMap((s) => pictureOf(s.picture_key) ?? []),
    products: rowsOf<Row>(products).map((row) => toMandiProduct(row, today)),
  };
};
