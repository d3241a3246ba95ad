import { type AppSettings, appSettingsSchema } from '@gbo/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET api/app/settings`: what the installation configures for the shell; public, as the login page shows it too. */
export const appSettingsRoutes: FastifyPluginAsyncZod<{ settings: AppSettings }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/app/settings',
    {
      config: { public: true },
      schema: {
        tags: ['app'],
        summary: 'Footer, test-environment banner and download link',
        response: { 200: appSettingsSchema },
      },
    },
    () => settings,
  );
};
