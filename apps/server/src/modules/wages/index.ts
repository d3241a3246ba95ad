/** The wages module's public face. */
export { wageRoutes } from './routes';
export { createWageService, type WageService, WAGE_MESSAGES } from './service';
export type { InspectionCharge } from './repository';
