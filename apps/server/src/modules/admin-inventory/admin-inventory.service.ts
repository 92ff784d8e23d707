import type {
  AdminInput,
  AdminInputsPage,
  AdminInventoryQuery,
  AdminProduct,
  AdminProductsPage,
  InputItemInput,
} from '@sangam/domain';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { deleteInput, updateInput } from '../inventory/inputs.service.ts';
import { pictureOf } from '../pictures/pictures.ts';

/**
 * The back office's overviews of every FPO's products and inputs (document 2, 2.7) and the changes
 * an admin makes there (document 2, 4). Lists are paged and searched in the database: a page reads
 * its ids on an index (newest first, or the trigram and FPO indexes when searching), then the rows.
 * Every change is audited in its own transaction; an input's edit and deletion go through the FPO's
 * own services, so its stock figures move with it (decision 013).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Keeper = {
  fpo_id: string;
  fpo_name: string;
  user_id: string | null;
  user_full_name: string | null;
  user_email: string | null;
};

/** The FPO's first owner: the user the FPO link opens (`/admin/users/{userId}`). */
const keeperJoin = sql`join fpos f on f.id = i.fpo_id left join lateral (
  select m.user_id, up.full_name as user_full_name, u.email as user_email
  from fpo_members m join "user" u on u.id = m.user_id left join user_profiles up on up.user_id = m.user_id
  where m.fpo_id = f.id and m.role = 'owner' order by m.created_at, m.user_id limit 1) o on true`;
const keeperColumns = sql`f.id as fpo_id, f.name as fpo_name, o.user_id, o.user_full_name, o.user_email`;

const keeperOf = (row: Keeper) => ({
  fpoId: row.fpo_id,
  fpoName: row.fpo_name,
  userId: row.user_id,
  userFullName: row.user_full_name,
  userEmail: row.user_email,
});

/** FPOs whose name, or one of whose owners' name or e-mail, contains the text. */
const fposMatching = (pattern: string) => sql`
  select f.id from fpos f where f.name ilike ${pattern}
  union
  select m.fpo_id from fpo_members m join "user" u on u.id = m.user_id
    left join user_profiles up on up.user_id = m.user_id
  where m.role = 'owner' and (u.email ilike ${pattern} or up.full_name ilike ${pattern})`;

/**
 * The ids a search finds, as a union of index reads: the item's own text on its trigram indexes,
 * and every item of a matching FPO on the FPO index. A single `or` across the joined tables would
 * read every item of every FPO instead.
 */
const matchingIds = (table: SQL, ownText: SQL[], search: string) => {
  const pattern = `%${escapeLike(search)}%`;
  const own = sql.join(
    ownText.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  );
  return sql`select id from ${table} where ${own}
    union
    select id from ${table} where fpo_id in (${fposMatching(pattern)})`;
};

/** One page of ids, newest first, and how many there are. */
const pageIds = async (db: Db, table: SQL, ownText: SQL[], query: AdminInventoryQuery) => {
  const offset = (query.page - 1) * query.pageSize;
  const matched = query.search ? sql`where i.id in (${matchingIds(table, ownText, query.search)})` : sql``;
  const [ids, counted] = await Promise.all([
    db.execute(sql`select i.id from ${table} i ${matched}
      order by i.created_at desc, i.id desc limit ${query.pageSize} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from ${table} i ${matched}`),
  ]);
  return {
    ids: rowsOf<{ id: string }>(ids).map((row) => row.id),
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
  };
};

/** A timestamp as ISO 8601 text, the same from both engines' drivers. */
const iso = (column: string) =>
  sql.raw(
    `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column.split('.')[1]}`,
  );

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

// --- Products ---------------------------------------------------------------------------------

type ProductRow = Keeper & {
  id: string;
  product_name: string;
  packaging_type: 'packaged' | 'open';
  quantity_available: number | null;
  packet_size_gms: number | null;
  quantity_tonnes: string | null;
  sale_price: string;
  expiry_date: string | null;
  picture_key: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
};

const products = sql.raw('product_inventory');

const toAdminProduct = (row: ProductRow): AdminProduct => ({
  id: row.id,
  productName: row.product_name,
  packagingType: row.packaging_type,
  quantityAvailable: row.quantity_available,
  packetSizeGms: row.packet_size_gms,
  quantityTonnes: row.quantity_tonnes === null ? null : Number(row.quantity_tonnes),
  salePrice: Number(row.sale_price),
  expiryDate: row.expiry_date,
  picture: pictureOf(row.picture_key),
  isActive: row.is_active,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  ...keeperOf(row),
});

const productRows = async (db: Db, where: SQL) =>
  rowsOf<ProductRow>(
    await db.execute(sql`select i.id, i.product_name, i.packaging_type, i.quantity_available,
      i.packet_size_gms, i.quantity_tonnes::text, i.sale_price::text, i.expiry_date::text, i.picture_key,
      i.is_active, ${iso('i.created_at')}, ${iso('i.updated_at')}, ${keeperColumns}
      from product_inventory i ${keeperJoin} where ${where}
      order by i.created_at desc, i.id desc`),
  ).map(toAdminProduct);

/** Every FPO's products, newest first, searched by name, FPO or owner (document 2, 2.7). */
export const listAdminProducts = async ({
  db,
  query,
}: {
  db: Db;
  query: AdminInventoryQuery;
}): Promise<AdminProductsPage> => {
  const { ids, total } = await pageIds(db, products, [sql`product_name`], query);
  return {
    items: ids.length ? await productRows(db, sql`i.id in (${idList(ids)})`) : [],
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * Enables or disables a product (document 2, 4): a disabled product leaves the Mandi, the brochure
 * and the public FPO page, and stays in the FPO's own list. Its stock value does not change, so the
 * FPO's figures do not either.
 */
export const setProductActive = async ({
  db,
  actorUserId,
  productId,
  isActive,
}: {
  db: Db;
  actorUserId: string;
  productId: string;
  isActive: boolean;
}) =>
  db.transaction(async (tx) => {
    const [before] = rowsOf<{ fpo_id: string; product_name: string; is_active: boolean }>(
      await tx.execute(sql`select fpo_id, product_name, is_active from product_inventory
        where id = ${productId} for update`),
    );
    if (!before) throw notFound();
    if (before.is_active === isActive) return;
    await tx.execute(sql`update product_inventory set is_active = ${isActive}, updated_at = now()
      where id = ${productId}`);
    await tx.insert(auditEvents).values({
      actorUserId,
      action: isActive ? 'product.enabled' : 'product.disabled',
      targetType: 'product',
      targetId: productId,
      details: { fpoId: before.fpo_id, productName: before.product_name },
    });
  });

// --- Inputs -----------------------------------------------------------------------------------

type InputRow = Keeper & {
  id: string;
  item_name: string;
  chemical_name: string | null;
  crop_used_for: string | null;
  quantity_available: number;
  purchase_price: string;
  sale_price: string;
  expiry_date: string | null;
  picture_key: string | null;
  is_hidden: boolean;
  created_at: string;
  updated_at: string;
};

const inputs = sql.raw('input_inventory');

const toAdminInput = (row: InputRow): AdminInput => ({
  id: row.id,
  itemName: row.item_name,
  chemicalName: row.chemical_name,
  cropUsedFor: row.crop_used_for,
  quantityAvailable: row.quantity_available,
  purchasePrice: Number(row.purchase_price),
  salePrice: Number(row.sale_price),
  expiryDate: row.expiry_date,
  picture: pictureOf(row.picture_key),
  isHidden: row.is_hidden,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  ...keeperOf(row),
});

const inputRows = async (db: Db, where: SQL) =>
  rowsOf<InputRow>(
    await db.execute(sql`select i.id, i.item_name, i.chemical_name, i.crop_used_for,
      i.quantity_available, i.purchase_price::text, i.sale_price::text, i.expiry_date::text,
      i.picture_key, i.is_hidden, ${iso('i.created_at')}, ${iso('i.updated_at')}, ${keeperColumns}
      from input_inventory i ${keeperJoin} where ${where}
      order by i.created_at desc, i.id desc`),
  ).map(toAdminInput);

/**
 * The inputs overview's cards over every FPO, in one statement: hidden items count, as they are
 * still the FPOs' stock. Value is the rows' exact `stock_value` (sale price x quantity), rounded once.
 */
const inputTotals = async (db: Db) => {
  const [row] = rowsOf<{ items: number; value: string; units: string; fpos: number }>(
    await db.execute(sql`select count(*)::int as items, coalesce(round(sum(stock_value)), 0)::text as value,
      coalesce(sum(quantity_available), 0)::text as units,
      (select count(*)::int from fpos f where exists (
        select 1 from input_inventory i where i.fpo_id = f.id)) as fpos
      from input_inventory`),
  );
  return {
    totalItems: row?.items ?? 0,
    totalValue: Number(row?.value ?? 0),
    totalUnits: Number(row?.units ?? 0),
    activeFpos: row?.fpos ?? 0,
  };
};

/** Every FPO's inputs, newest first, searched by item, chemical, crop, FPO or owner, with the cards. */
export const listAdminInputs = async ({
  db,
  query,
}: {
  db: Db;
  query: AdminInventoryQuery;
}): Promise<AdminInputsPage> => {
  const [{ ids, total }, totals] = await Promise.all([
    pageIds(db, inputs, [sql`item_name`, sql`chemical_name`, sql`crop_used_for`], query),
    inputTotals(db),
  ]);
  return {
    items: ids.length ? await inputRows(db, sql`i.id in (${idList(ids)})`) : [],
    total,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  };
};

/** The input locked for a change in this transaction, with its FPO; 404 when there is none. */
const lockedInput = async (tx: Db, inputId: string) => {
  const [row] = rowsOf<{
    fpo_id: string;
    item_name: string;
    quantity_available: number;
    purchase_price: string;
    sale_price: string;
    expiry_date: string | null;
    chemical_name: string | null;
    crop_used_for: string | null;
    is_hidden: boolean;
  }>(
    await tx.execute(sql`select fpo_id, item_name, quantity_available, purchase_price::text,
      sale_price::text, expiry_date::text, chemical_name, crop_used_for, is_hidden
      from input_inventory where id = ${inputId} for update`),
  );
  if (!row) throw notFound();
  return {
    fpoId: row.fpo_id,
    isHidden: row.is_hidden,
    // The fields of the edit dialog, as the audit records them before and after.
    fields: {
      itemName: row.item_name,
      quantityAvailable: row.quantity_available,
      purchasePrice: Number(row.purchase_price),
      salePrice: Number(row.sale_price),
      expiryDate: row.expiry_date,
      chemicalName: row.chemical_name,
      cropUsedFor: row.crop_used_for,
    },
  };
};

const oneInput = async (db: Db, inputId: string) => {
  const [row] = await inputRows(db, sql`i.id = ${inputId}`);
  if (!row) throw notFound();
  return row;
};

/**
 * Edits an input as the FPO's own form would (document 2, 5), through the FPO's service so the
 * FPO's stock figures change with it; audited with what changed.
 */
export const updateAdminInput = async ({
  db,
  actorUserId,
  inputId,
  input,
}: {
  db: Db;
  actorUserId: string;
  inputId: string;
  input: InputItemInput;
}) => {
  await db.transaction(async (tx) => {
    const before = await lockedInput(tx as unknown as Db, inputId);
    // The FPO's own service: one savepoint inside this transaction, figures included.
    await updateInput({ db: tx as unknown as Db, fpoId: before.fpoId, userId: actorUserId, inputId, input });
    const after = {
      itemName: input.itemName,
      quantityAvailable: input.quantityAvailable,
      purchasePrice: input.purchasePrice,
      salePrice: input.salePrice,
      expiryDate: input.expiryDate,
      chemicalName: input.chemicalName,
      cropUsedFor: input.cropUsedFor,
    };
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'input.updated',
      targetType: 'input',
      targetId: inputId,
      details: { fpoId: before.fpoId, before: before.fields, after },
    });
  });
  return oneInput(db, inputId);
};

/**
 * Hides or shows an input (document 2, 4). Hidden is the admin's say over views of inputs beyond
 * the FPO's own; the FPO keeps seeing it and it keeps counting in the FPO's figures (decision 023).
 */
export const setInputHidden = async ({
  db,
  actorUserId,
  inputId,
  isHidden,
}: {
  db: Db;
  actorUserId: string;
  inputId: string;
  isHidden: boolean;
}) =>
  db.transaction(async (tx) => {
    const before = await lockedInput(tx as unknown as Db, inputId);
    if (before.isHidden === isHidden) return;
    await tx.execute(sql`update input_inventory set is_hidden = ${isHidden}, updated_at = now()
      where id = ${inputId}`);
    await tx.insert(auditEvents).values({
      actorUserId,
      action: isHidden ? 'input.hidden' : 'input.shown',
      targetType: 'input',
      targetId: inputId,
      details: { fpoId: before.fpoId, itemName: before.fields.itemName },
    });
  });

/**
 * Deletes an input through the FPO's service (its stock figures lose its value in the same
 * transaction); answers its picture's key, for the caller to remove after the commit.
 */
export const deleteAdminInput = async ({
  db,
  actorUserId,
  inputId,
}: {
  db: Db;
  actorUserId: string;
  inputId: string;
}) =>
  db.transaction(async (tx) => {
    const before = await lockedInput(tx as unknown as Db, inputId);
    const pictureKey = await deleteInput({ db: tx as unknown as Db, fpoId: before.fpoId, inputId });
    await tx.insert(auditEvents).values({
      actorUserId,
      action: 'input.deleted',
      targetType: 'input',
      targetId: inputId,
      details: { fpoId: before.fpoId, ...before.fields },
    });
    return pictureKey;
  });
