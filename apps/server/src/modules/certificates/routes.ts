import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';

/**
 * `GET /ca.crt`: the installation authority's certificate, which a phone downloads and trusts once so that the
 * server's HTTPS address is secure to it (public: the phone has no session yet, and a certificate is no secret).
 * Not found when HTTPS is off or uses the installation's own certificate files.
 */
export const certificateRoutes: FastifyPluginAsyncZod<{ caCertificate: string | null }> = async (
  app,
  { caCertificate },
) => {
  app.get(
    '/ca.crt',
    { schema: { tags: ['app'], summary: "The installation's certificate authority, for phones to trust" } },
    async (_request, reply) => {
      if (!caCertificate) throw notFound('certificates.noAuthority');
      return (
        reply
          // The type Android and iOS open as a certificate to install.
          .type('application/x-x509-ca-cert')
          .header('content-disposition', 'attachment; filename="gbo-ca.crt"')
          .header('cache-control', 'no-cache')
          .send(caCertificate)
      );
    },
  );
};
