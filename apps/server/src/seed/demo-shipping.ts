import { shipmentInputSchema } from '@gbo/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { createCustomerService } from '../modules/customers';
import { createFactoryService } from '../modules/factory';
import { createFigures } from '../modules/figures';
import { createPrinterService } from '../modules/printers';
import { createShipmentService } from '../modules/shipments';
import { createStyleService } from '../modules/styles';

/** The factory administrator, who ships the demo order. */
const SHIPPER_MOBILE = '13900000001';
const TIME_ZONE = 'Asia/Shanghai';

/** The sizes the first delivery ships: those whose bundles the line has finished (demo-cutting.ts). */
const SHIPPED_SIZES = ['XL', '2XL'];

/**
 * The worked example's shipment of docs/domain.md §4 as a first delivery, confirmed: PL2408 to 杭州优衫贸易 (its
 * address and contact filled in from the customer), the order's XL and 2XL (272 pieces, all finished: a
 * shipment ships finished pieces only) at 38.00 = 10,336.00, packed solid colour and size at 20 a carton with
 * a tail carton per cell: 黑色 6, 白色 5, 藏青 5 = 16 cartons of 60×40×35 cm. Made through the shipment
 * service as the office would, shipped today (Ningbo's calendar), so its number is the day's first:
 * CH-YYYYMMDD-001.
 */
export async function seedDemoShipment(tx: Tx, factoryId: number, styleId: number) {
  const db = tx as unknown as Db;
  const [shipper] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, SHIPPER_MOBILE));
  if (!shipper) throw new Error(`no demo shipper ${SHIPPER_MOBILE}`);
  const styles = createStyleService({ db });
  const service = createShipmentService({
    db,
    styles,
    customers: createCustomerService({ db }),
    figures: createFigures({ db }),
    factory: createFactoryService({ db }),
    printers: createPrinterService({ db }),
  });
  const auth = {
    sessionId: 0,
    userId: shipper.id,
    factoryId,
    memberId: null,
    platformAdmin: false,
    minAppVersion: null,
    timeZone: TIME_ZONE,
    authorities: async () => [],
  };
  const style = await styles.get(auth, styleId);
  if (style.customerId === null) throw new Error(`demo style ${style.styleNo} has no customer`);
  const body = shipmentInputSchema.parse({
    customerId: style.customerId,
    styleId,
    shipDate: new Date().toLocaleDateString('en-CA', { timeZone: TIME_ZONE }),
    lines: style.orderQty.filter((cell) => SHIPPED_SIZES.includes(cell.size)),
    unitPrice: '38.00',
    cartons: {
      mode: 'solid',
      perCarton: 20,
      cartonLength: '60',
      cartonWidth: '40',
      cartonHeight: '35',
      grossWeight: '82.70',
      netWeight: '68.20',
    },
    carrier: '宁波顺达物流',
    vehicleNo: '浙B·3K721',
    driver: '王建国',
    driverPhone: '13857400000',
    note: '货物请当面点清，如有短少请于签收时注明。',
  });
  const created = await service.create(auth, body);
  const shipped = await service.confirm(auth, created.id);
  if (
    shipped.warnings.length > 0 ||
    shipped.totalQty !== 272 ||
    shipped.amount !== '10336.00' ||
    shipped.cartonCount !== 16 ||
    !shipped.shipmentNo.endsWith('-001')
  )
    throw new Error('the demo shipment did not come out as the worked example');
}
