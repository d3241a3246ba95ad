/** The scans module's public face: piece-rate scans (their figures are the read side's, modules/figures). */
export { scanRoutes } from './routes';
export { createScanService, paidByThePiece, SCAN_MESSAGES, type ScanService } from './service';
// The demo seed and the wage race tests record scans in bulk, without a request.
export { recordScan, scanRefusalOf, undoScan } from './repository';
