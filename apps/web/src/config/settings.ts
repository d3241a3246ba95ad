/** Product-wide settings (eladmin's src/settings.js); docs/specification.md §1, what the product does, says title and footer are configurable. */
export const settings = {
  /** The product title: shown in the top bar and after every page title in the browser tab (docs/specification.md §1, what the product does). */
  title: 'Garment Back Office',
  /** Primary theme colour (docs/specification.md §9, constants and limits). */
  primaryColor: '#1890ff',
  /** Request timeout in milliseconds (docs/specification.md §9, constants and limits). */
  requestTimeoutMs: 300_000,
  /** How long notifications stay, in seconds as antd counts them (docs/specification.md §9, constants and limits: 5000 ms). */
  notificationSeconds: 5,
  /** How long "Remember me" keeps the mobile number and factory (docs/specification.md §9, constants and limits: password cookie expiry 7). */
  rememberMeDays: 7,
} as const;
