import type { ShipmentParams } from '@/features/shipments/utils/shipment-query';

/** The shipment screen's query keys, all under 'shipments'. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  list: (params: ShipmentParams) => ['shipments', 'list', params] as const,
  detail: (id: number) => ['shipments', 'detail', id] as const,
  figures: (styleId: number) => ['shipments', 'figures', styleId] as const,
  factory: (factoryId: number) => ['shipments', 'factory', factoryId] as const,
};

/**
 * What shipment orders read: themselves, the customers and styles they name, and the scans their figures
 * count finished pieces from.
 */
export const SHIPMENT_RESOURCES = ['shipments', 'customers', 'styles', 'scans'] as const;
/** A saved, confirmed, voided or deleted order changes the orders and what is shipped. */
export const shipmentWrite = { meta: { invalidates: ['shipments'] } } as const;
