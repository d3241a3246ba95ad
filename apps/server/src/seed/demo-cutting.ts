import { cutOrderInputSchema } from '@gbo/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { createCutOrderService } from '../modules/cut-orders/service';
import { createFactoryService } from '../modules/factory/service';
import { createStyleService } from '../modules/styles/service';

/** The cutting clerk who generates the demo bed. */
const CLERK_MOBILE = '13900000002';

/**
 * Bed 1 of PL2408 in Ningbo, the worked example of domain.md §4 (855 pieces in 36 bundles, tickets
 * 36001–36036), generated through the cut-order service as the clerk would, cut two days ago.
 */
export async function seedDemoBed(tx: Tx, factoryId: number, styleId: number) {
  const db = tx as unknown as Db;
  const [clerk] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, CLERK_MOBILE));
  if (!clerk) throw new Error(`no demo clerk ${CLERK_MOBILE}`);
  const service = createCutOrderService({
    db,
    // The answer's QR codes are not kept: no secret is needed to seed.
    secret: 'seed',
    styles: createStyleService({ db }),
    factory: createFactoryService({ db }),
  });
  const body = cutOrderInputSchema.parse({
    styleId,
    bedNo: 1,
    cutDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
    markerName: 'MK-PL2408-A',
    markerLength: '6.80',
    ratio: ['S', 'M', 'L', 'XL', '2XL', '3XL'].map((size, i) => ({ size, ratio: [1, 2, 2, 2, 1, 1][i] })),
    lays: [
      { colour: '黑色', layers: 40, dyeLot: 'G2408-11', shade: 'A' },
      { colour: '白色', layers: 30, dyeLot: 'G2408-12', shade: 'A' },
      { colour: '藏青', layers: 25, dyeLot: 'G2408-13', shade: 'B' },
    ],
    maxPlies: 30,
  });
  const auth = {
    sessionId: 0,
    userId: clerk.id,
    factoryId,
    memberId: null,
    platformAdmin: false,
    minAppVersion: null,
    timeZone: 'Asia/Shanghai',
    authorities: async () => [],
  };
  const saved = await service.generate(auth, body);
  if (saved.totalBundles !== 36 || saved.bundles[0]?.ticketNo !== 36001)
    throw new Error('the demo bed did not come out as the worked example');
}
