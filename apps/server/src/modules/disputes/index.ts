/** The disputes module's public face: workers' questions about their pay and their supervisors' answers. */
export { disputeRoutes } from './routes';
export { createDisputeService, DISPUTE_MESSAGES, type DisputeService } from './service';
