/** The printers module's public face: label printers, their print queue, and the jobs it sends. */
export { printerRoutes } from './routes';
export {
  createPrinterService,
  labelSetupOf,
  PRINTER_MESSAGES,
  type JobToQueue,
  type PrinterService,
} from './service';
export { createPrintQueue, DEFAULT_PRINT_QUEUE, type PrintQueue, type PrintQueueOptions } from './queue';
