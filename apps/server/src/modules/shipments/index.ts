/** The shipments module's public face. */
export { shipmentRoutes } from './routes';
export { createShipmentService, SHIPMENT_MESSAGES, type ShipmentService } from './service';
