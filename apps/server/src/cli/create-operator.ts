/**
 * Creates the first platform operator of an installation, or makes an existing account one.
 *
 *   npm run operator:create -- <mobile> "<name>" [--factory "<factory name>" --code <CODE>]
 *
 * Sign-in always names a factory, so an installation with none needs `--factory` and `--code`: the first
 * factory is registered with the operator as its administrator.
 * The password comes from OPERATOR_PASSWORD, or is asked for on the terminal (not echoed). It uses the same
 * settings as the server (DATABASE_URL or DATA_DIR); on the embedded database, stop the server first.
 */
import { Maintenance } from '../lib/maintenance';
import { createInterface } from 'node:readline/promises';
import { factoryRegisterSchema, isValidMobile, PASSWORD_MESSAGES, passwordProblem } from '@gbo/contracts';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openPglite, openPostgres, transactional } from '../db/client';
import { factories, users } from '../db/schema';
import { loadAppSecret } from '../lib/app-secret';
import { hashPassword } from '../lib/password';
import { ensureCatalogue } from '../seed/catalogue';
import { createServices } from '../services';

async function askPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set OPERATOR_PASSWORD, or run this on a terminal to be asked.');
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: keep the prompt, print nothing for the keystrokes.
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  output._writeToOutput = (text: string) => {
    if (text.includes('Password')) process.stdout.write(text);
  };
  const password = await terminal.question('Password for the platform operator: ');
  terminal.close();
  process.stdout.write('\n');
  return password;
}

type Args = { mobile: string; name: string; factory?: { name: string; code: string } };

function parseArgs(argv: string[]): Args {
  const usage =
    'Usage: npm run operator:create -- <mobile number> "<name>" [--factory "<factory name>" --code <CODE>]';
  const [mobile, name, ...rest] = argv;
  const option = (flag: string) => {
    const at = rest.indexOf(flag);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const factoryName = option('--factory');
  const code = option('--code');
  if (!mobile || !name || !isValidMobile(mobile) || Boolean(factoryName) !== Boolean(code))
    throw new Error(usage);
  return { mobile, name, ...(factoryName && code ? { factory: { name: factoryName, code } } : {}) };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, 2)
    : await openPglite({ dataDir: config.dataDir });
  try {
    await database.migrate();
    await database.withStartupLock(() => ensureCatalogue(database.db));
    const factoryCount = await database.db.$count(factories);
    if (factoryCount === 0 && !args.factory) {
      throw new Error(
        'This installation has no factory yet: add --factory "<name>" --code <CODE> to register the first.',
      );
    }
    const [existing] = await database.db.select().from(users).where(eq(users.mobile, args.mobile));
    const password = existing ? undefined : await askPassword();
    // The same rule as every new password of the web app.
    const problem = password === undefined ? null : passwordProblem(password);
    if (problem) throw new Error(`The password ${PASSWORD_MESSAGES[problem]}.`);
    if (args.factory) {
      const registration = factoryRegisterSchema.parse({
        ...args.factory,
        totalNumber: 100,
        admin: { mobile: args.mobile, name: args.name, password },
      });
      const services = createServices({
        db: transactional(database.db),
        secret: await loadAppSecret(database.db, config.appSecret),
        config,
        log: console,
        // No dashboard listens to a command-line tool; it answers no requests to monitor and restores nothing.
        onNotShippedCounted: () => undefined,
        engine: database.engine,
        maintenance: new Maintenance(),
        restart: null,
      });
      const factory = await services.factoryAdmin.register(registration);
      console.info(
        `Factory ${factory.name} (${factory.code}) registered, with ${args.name} as its administrator.`,
      );
    } else if (!existing) {
      await database.db.insert(users).values({
        mobile: args.mobile,
        name: args.name,
        passwordHash: await hashPassword(password as string),
      });
    }
    await database.db.update(users).set({ platformAdmin: true }).where(eq(users.mobile, args.mobile));
    console.info(
      existing
        ? `${existing.name} (${args.mobile}) is now a platform operator; their password is unchanged.`
        : `Platform operator ${args.name} (${args.mobile}) created.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
