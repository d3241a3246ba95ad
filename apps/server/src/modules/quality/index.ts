/** The quality module's public face: defect codes, QC inspections, rework and their figures. */
export { qualityRoutes } from './routes';
export { createQualityService, QC_MESSAGES, type QualityService } from './service';
