import { z } from 'zod';

/** `GET api/app/settings`: what the shell shows that the installation configures (public, needs no session). */
export const appSettingsSchema = z.object({
  /** Footer copyright line (plain text). */
  footerTxt: z.string(),
  /** Footer registration (filing) number; empty hides it. */
  caseNumber: z.string(),
  /** When true the shell shows the test-environment banner. */
  testEnvironment: z.boolean(),
  /** The production site the test banner points to. */
  productionUrl: z.string().nullable(),
  /** Where the worker app can be downloaded (the navbar's download dialog). */
  appDownloadUrl: z.string().nullable(),
  /** Where phones on the factory network reach this back office (PUBLIC_URL); null when not configured. */
  publicUrl: z.string().nullable(),
  /** The server's own address on the local network, found at start; null when it has none. */
  lanUrl: z.string().nullable(),
  /** Where phones open the scan app over HTTPS (camera, offline app); null when the server has no HTTPS. */
  secureUrl: z.string().nullable(),
  /**
   * When the HTTPS address is secured by the installation's own certificate authority: the plain address
   * where a phone first downloads that authority's certificate and trusts it (the `/phone-setup` page); null
   * when phones need no such step.
   */
  certificateUrl: z.string().nullable(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
