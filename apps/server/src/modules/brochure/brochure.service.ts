import type { Brochure } from '@sangam/domain';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { productInventory } from '../../db/schema/inventory.ts';
import { fpoMembers, fpos } from '../../db/schema/tenancy.ts';
import { toProduct } from '../inventory/products.service.ts';

/**
 * The product brochure (document 2, 2.23): what an FPO sells and how to reach it. Buyers open it
 * from a shared link, so it holds only what the FPO shows the public: contact details and the
 * products it lists on the Mandi, by name.
 */
export const getBrochure = async ({ db, fpoId }: { db: Db; fpoId: string }): Promise<Brochure> => {
  const [fpo] = await db
    .select({
      id: fpos.id,
      name: fpos.name,
      phone: fpos.phone,
      address: fpos.address,
      website: fpos.website,
      email: user.email,
    })
    .from(fpos)
    .leftJoin(fpoMembers, and(eq(fpoMembers.fpoId, fpos.id), eq(fpoMembers.role, 'owner')))
    .leftJoin(user, eq(user.id, fpoMembers.userId))
    .where(eq(fpos.id, fpoId))
    .limit(1);
  if (!fpo) throw notFound();
  const products = await db
    .select()
    .from(productInventory)
    .where(and(eq(productInventory.fpoId, fpoId), eq(productInventory.isActive, true)))
    .orderBy(asc(productInventory.productName), asc(productInventory.id));
  return {
    fpoId: fpo.id,
    fpoName: fpo.name,
    phone: fpo.phone,
    email: fpo.email,
    address: fpo.address,
    website: fpo.website,
    products: products.map(toProduct),
  };
};
