import { type AppSettings, appSettingsSchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET api/app/settings`: what the installation configures for the shell; public, as the login page shows it
 * too. The phones' secure addresses follow the host the page was opened at (see Config.phoneAddressesFor); the
 * certificate authority phones trust is told by its name and fingerprint (its certificate, never its key).
 */
export const appSettingsRoutes: FastifyPluginAsyncZod<{
  settings: Omit<AppSettings, 'certificateName' | 'certificateFingerprint'>;
  phoneAddressesFor: (requestHost: string) => Pick<AppSettings, 'secureUrl' | 'certificateUrl'>;
  /** The installation's authority (lib/tls identityOf); null with the server's own files or no HTTPS. */
  authority: { name: string; fingerprint: string } | null;
}> = async (app, { settings, phoneAddressesFor, authority }) => {
  app.get(
    '/api/app/settings',
    {
      config: { public: true },
      schema: {
        tags: ['app'],
        summary: 'Footer, test-environment banner, download link and where phones reach the server',
        response: { 200: appSettingsSchema },
      },
    },
    (request) => ({
      ...settings,
      ...phoneAddressesFor(request.hostname),
      certificateName: authority?.name ?? null,
      certificateFingerprint: authority?.fingerprint ?? null,
    }),
  );
};
