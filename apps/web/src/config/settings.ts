/** Product-wide settings (eladmin's src/settings.js); spec §1 says title and footer are configurable. */
export const settings = {
  /** The product title: shown in the top bar and after every page title in the browser tab (spec §1). */
  title: 'Garment Back Office',
  /** Primary theme colour (spec §9). */
  primaryColor: '#1890ff',
  /** Request timeout in milliseconds (spec §9). */
  requestTimeoutMs: 300_000,
  /** How long notifications stay, in seconds as antd counts them (spec §9: 5000 ms). */
  notificationSeconds: 5,
  /** How long "Remember me" keeps the mobile number and factory (spec §9: password cookie expiry 7). */
  rememberMeDays: 7,
} as const;
