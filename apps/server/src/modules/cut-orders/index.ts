/** The cutting room's public face: cut orders, beds, bundles and their tickets. */
export { cutOrderRoutes } from './routes';
export { bedName, createCutOrderService, CUT_ORDER_MESSAGES, type CutOrderService } from './service';
export { ticketCode } from './ticket-code';
// A print's labels from tickets, for the label-job benchmark.
export { ticketLabelJob, ticketWords } from './ticket-job';
// The cutting room's tables' SQL, for another module's statement that must stay one statement (a scan).
export { bedsOfStyle, bundlesNumbered, processRateForSize, scanTarget } from './cut-order-sql';
