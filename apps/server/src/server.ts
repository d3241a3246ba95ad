import fs from 'node:fs';
import { buildApp, loggerOptions } from './app';
import { type Config, ConfigError, listenError, loadConfig, settingError } from './config';
import { useLabelFont } from './lib/labels/label-font';
import { setPasswordCost } from './lib/password';
import { type Database, openPglite, openPostgres } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { openHttps } from './https-listener';
import { loadAppSecret } from './lib/app-secret';
import { finishRestore } from './modules/backups';
import { ensureCatalogue } from './seed/catalogue';
import { seedDemo } from './seed/demo';

/** How long a restart on restored data may take (closing, migrating an older backup forward, listening). */
const RESTART_LIMIT_S = 300;

/** What ends a running installation: a signal, or a restored backup (it starts again on the restored data). */
type Ending = 'shutdown' | 'restart';

/**
 * Serves the installation until a signal stops the process; after a backup is restored it closes everything
 * and starts again in the same process, so that all it read at start (the secret, the certificates, every
 * cache) is read again from the restored data.
 */
async function main() {
  const config = loadConfig();
  // Before the demo seed, which hashes its accounts' password.
  setPasswordCost(config.passwordCostLog2);
  if (config.labelFont) {
    try {
      useLabelFont(config.labelFont);
    } catch (error) {
      throw settingError(
        'LABEL_FONT',
        `cannot read a font from ${config.labelFont}: ${(error as Error).message}`,
      );
    }
  }
  // The server's own files (the embedded database with the installation's secrets, uploaded avatars): a new
  // data directory is its user's alone, whichever database it uses.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  let end: (ending: Ending) => void = () => undefined;
  let ending = new Promise<Ending>((resolve) => (end = resolve));
  process.on('SIGINT', () => end('shutdown'));
  process.on('SIGTERM', () => end('shutdown'));
  let stage = 'starting';
  // Node ends a process whose event loop is empty even while main() still awaits: a promise nothing can
  // settle any more. Say so and fail, so that the service manager (deploy/systemd: Restart=on-failure) starts
  // the server again; a restore's swap completes at that start.
  process.on('beforeExit', () => {
    console.error(`The server stopped while ${stage}: it waited for work that could no longer finish`);
    process.exit(1);
  });
  let running = await serve(config, () => end('restart'));
  for (;;) {
    stage = 'serving';
    const why = await ending;
    running.log.info({ why }, why === 'restart' ? 'restarting on the restored data' : 'shutting down');
    if (why === 'shutdown') {
      stage = 'shutting down';
      await running.close();
      process.exit(0);
    }
    // Between two runs no socket is open while the restored database opens, and Node does not count the
    // WebAssembly compilation PGlite then waits for as work keeping it alive (nodejs/node#36616): without this
    // timer the process could exit in silence mid-restart. It also ends a restart that never finishes.
    const watchdog = setTimeout(() => {
      console.error(`The server did not restart within ${RESTART_LIMIT_S} s (it was ${stage})`);
      process.exit(1);
    }, RESTART_LIMIT_S * 1000);
    stage = 'closing to restart on the restored data';
    await running.close();
    stage = 'starting again on the restored data';
    ending = new Promise<Ending>((resolve) => (end = resolve));
    running = await serve(config, () => end('restart'));
    clearTimeout(watchdog);
  }
}

/** Opens the database, migrates, seeds the demo data when asked, and serves the API and the web app. */
async function serve(config: Config, restart: () => void) {
  let restored: string | null = null;
  const database: Database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databasePoolSize, {
        statementTimeoutMs: config.statementTimeoutSeconds * 1000,
      })
    : await openPglite({
        dataDir: config.dataDir,
        // A restore's checked copy, left ready, is swapped in before the database opens.
        beforeOpen: (dataDir) => void (restored = finishRestore(dataDir)),
      });
  await database.migrate();
  const seeded = await database.withStartupLock(async () => {
    await ensureCatalogue(database.db);
    return config.seedDemo && (await seedDemo(database.db));
  });
  const secret = await loadAppSecret(database.db, config.appSecret);
  const httpsSide = await openHttps(config, database.db);

  const app = await buildApp(
    { config, database, secret, caCertificate: httpsSide?.caCertificate, restart },
    loggerOptions(config.logLevel),
  );
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      seeded,
      restored: restored === 'restored' || undefined,
    },
    'database ready',
  );
  if (database.kind === 'pglite' && (fs.statSync(config.dataDir).mode & 0o077) !== 0) {
    app.log.warn(
      { dataDir: config.dataDir },
      'DATA_DIR can be read by other users of this machine, and its database holds the installation’s secrets: chmod 700 it',
    );
  }
  if (database.kind === 'pglite') {
    app.log.warn(
      'embedded database (PGlite): survives a crash but not a power loss; use PostgreSQL in production',
    );
  }
  if (config.captchaFixedAnswer) {
    app.log.warn(
      'CAPTCHA_FIXED_ANSWER is set: every captcha has the same answer. For automated tests and demos only.',
    );
  }

  // Set once HTTPS listens.
  const listening: { https?: { close(): Promise<void> } } = {};
  const close = async () => {
    await Promise.all([app.close(), listening.https?.close()]);
    await database.close();
  };
  try {
    await app.listen({ host: config.host, port: config.port }).catch((error: unknown) => {
      throw listenError(error, 'PORT', config.port, config.host);
    });
    // The same app behind TLS: the router is handed each request, so both ports serve one application.
    listening.https = await httpsSide?.listen(
      (request, response) => app.routing(request, response),
      app.server,
      app.log,
    );
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { log: app.log, close };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
