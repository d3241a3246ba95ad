/** The customers module's public face. */
export { customerRoutes } from './routes';
export { CUSTOMER_MESSAGES, createCustomerService, customerExists, type CustomerService } from './service';
