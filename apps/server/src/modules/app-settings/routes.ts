import { type AppSettings, appSettingsSchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET api/app/settings`: what the installation configures for the shell; public, as the login page shows it
 * too. The phones' secure addresses follow the host the page was opened at (see Config.phoneAddressesFor).
 */
export const appSettingsRoutes: FastifyPluginAsyncZod<{
  settings: AppSettings;
  phoneAddressesFor: (requestHost: string) => Pick<AppSettings, 'secureUrl' | 'certificateUrl'>;
}> = async (app, { settings, phoneAddressesFor }) => {
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
    (request) => ({ ...settings, ...phoneAddressesFor(request.hostname) }),
  );
};
