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
  /**
   * The name (common name) of the installation's certificate authority that phones trust; null when the server
   * uses certificate files of its own (TLS_CERT, TLS_KEY) or has no HTTPS.
   */
  certificateName: z.string().nullable(),
  /**
   * That authority's SHA-256 fingerprint as phones show it in a certificate's details (colon-separated
   * upper-case hex, 32 bytes), so an owner can check the certificate installed is this installation's; null
   * with certificateName.
   */
  certificateFingerprint: z
    .string()
    .regex(/^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/)
    .nullable(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
