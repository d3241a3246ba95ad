import type { OrderQty, ProcessStage } from '@gbo/contracts';
import type { Db } from '../../db/client';
import * as repo from './repository';

/**
 * A style as the cutting room needs it. Rates are numeric text with three decimals, as PostgreSQL keeps them
 * ("0.450"); size rates likewise ("0.500").
 */
export type StyleForCutting = {
  id: number;
  styleNo: string;
  name: string;
  customerName: string | null;
  orderNo: string | null;
  colours: string[];
  sizes: string[];
  orderQty: OrderQty[];
  processes: {
    seq: number;
    name: string;
    stage: ProcessStage;
    rate: string;
    sizeRates: Record<string, string>;
    dailyQuota: number | null;
  }[];
};

export function createStyleService({ db }: { db: Db }) {
  /**
   * A style of the factory with its processes in sequence order, or null. `lock` (inside a transaction) holds
   * the style row until it ends, so two transactions number beds or bundles of one style one after the other.
   */
  async function forCutting(
    factoryId: number,
    styleId: number,
    options: { lock?: boolean } = {},
  ): Promise<StyleForCutting | null> {
    const style = await repo.findStyleForCutting(db, factoryId, styleId, options.lock ?? false);
    if (!style) return null;
    const processes = await repo.findProcesses(db, factoryId, styleId);
    return {
      id: style.id,
      styleNo: style.styleNo,
      name: style.name,
      customerName: await repo.findCustomerName(db, factoryId, style.customerId),
      orderNo: style.orderNo,
      colours: style.colours,
      sizes: style.sizes,
      orderQty: style.orderQty,
      processes: processes.map(({ id: _id, ...process }) => ({
        ...process,
        stage: process.stage as ProcessStage,
      })),
    };
  }

  return { forCutting };
}

export type StyleService = ReturnType<typeof createStyleService>;
