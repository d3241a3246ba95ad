import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The session token lives in localStorage (the spec's EL-ADMIN-TOEKN), so
 * the Content-Security-Policy is what stands between an injected script and a stolen session: scripts only
 * from this origin, never inline. Styles may be inline: antd writes its component styles at run time.
 * Images may be data: URIs (the captcha, QR codes) or blobs (downloads, previews).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // An iFrame menu shows an external https page inside the shell (eladmin's i_frame menus).
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The shell opens in other sites' frames nowhere; an iFrame menu frames them, not the other way round.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Served over plain HTTP on a factory's own network too: HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
    // Downloads and avatars are fetched by this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
});
