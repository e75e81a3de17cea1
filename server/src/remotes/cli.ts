import { REMOTE_NAMES, type Incompatibility, type RemoteName } from '@lotto/shared';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { DataDirLockedError } from '../db/dataDirLock';
import { migrateToLatest } from '../db/migrate';
import { DomainError } from '../errors/errors';
import { askRunningServer, type CliResult } from './cliChannel';
import { deployedVersions, refusalOf } from './deploy';
import {
  abortCanary,
  knownRemote,
  pinVersion,
  promoteCanary,
  releasesOf,
  startCanary,
  unpinVersion,
  type ReleaseActor,
  type ReleaseContext,
} from './releases';

/**
 * Operator commands over the release state in the database, run from the repository root:
 *   npm run remotes -- list | pin <name> <version> | unpin <name>
 *                      | canary <name> <version> --percent <n> | promote <name> | abort <name>
 * A change applies at the next page load in every server process, with no rebuild and no restart.
 */
const USAGE =
  'Usage: npm run remotes -- list | pin <name> <version> | unpin <name> | canary <name> <version> --percent <n> | promote <name> | abort <name>';

const OPERATOR: ReleaseActor = { id: null, via: 'cli' };

/** The CLI's English for a refusal (the back office shows the Thai of http/domainErrors.ts). */
export function incompatibilityInEnglish(name: string, version: string, incompatibility: Incompatibility): string {
  const refused = `The live shell cannot run ${name} ${version}`;
  switch (incompatibility.kind) {
    case 'runtime':
      return `${refused}: it was built for federation runtime ${incompatibility.needs}, the shell provides ${incompatibility.provides}. Deploy a shell that provides it first.`;
    case 'contract':
      return `${refused}: it was built against shell contract ${incompatibility.needs}, the shell provides contract ${incompatibility.provides}.`;
    case 'shellUndeclared':
      return `${refused}: the live shell declares nothing it provides (no shell/provides.json). Deploy a current shell first.`;
  }
}

function refusalInEnglish(error: DomainError, context: ReleaseContext): string {
  const details = error.details as Record<string, unknown> | undefined;
  const name = String(details?.name ?? '');
  const version = String(details?.version ?? '');
  switch (error.kind) {
    case 'remoteNotFound':
      return `Unknown remote (known: ${REMOTE_NAMES.join(', ')})`;
    case 'remoteVersionNotDeployed': {
      const deployed = deployedVersions(context.webDir, name as RemoteName);
      return `${name} ${version} is not deployed (${deployed.length > 0 ? `deployed versions: ${deployed.join(', ')}` : 'no version is deployed'})`;
    }
    case 'remoteIncompatible':
      return incompatibilityInEnglish(name, version, (details as { incompatibility: Incompatibility }).incompatibility);
    case 'remoteNoCanary':
      return `${name} has no canary`;
    case 'remoteCanaryIsLive':
      return `${name} ${version} is already the stable version`;
    default:
      return error.message;
  }
}

function parsePercent(args: readonly string[]): number | undefined {
  if (args.length !== 2 || args[0] !== '--percent' || !/^\d{1,2}$/.test(args[1] ?? '')) return undefined;
  const percent = Number(args[1]);
  return percent >= 1 && percent <= 99 ? percent : undefined;
}

/** Runs one command; answers what it printed and the process exit code. */
export async function runCli(args: readonly string[], context: ReleaseContext): Promise<CliResult> {
  const out: string[] = [];
  const [command, name, version, ...rest] = args;
  try {
    if (command === 'list' && args.length === 1) {
      await listRemotes(context, out);
    } else if (command === 'pin' && name && version && rest.length === 0) {
      await pinVersion(context, OPERATOR, knownRemote(name), version);
      out.push(`${name} pinned to ${version}; the site loads it from the next page load.`);
    } else if (command === 'unpin' && name && args.length === 2) {
      await unpinVersion(context, OPERATOR, knownRemote(name));
      out.push(`${name} unpinned; the site loads its newest deployed version the live shell can run.`);
    } else if (command === 'canary' && name && version && parsePercent(rest) !== undefined) {
      const percent = parsePercent(rest) ?? 0;
      await startCanary(context, OPERATOR, knownRemote(name), version, percent);
      out.push(`${name} ${version} is served to ${percent} % of members from the next page load; the others keep the stable version.`);
    } else if (command === 'promote' && name && args.length === 2) {
      const promoted = await promoteCanary(context, OPERATOR, knownRemote(name));
      out.push(`${name} ${promoted} is served to every member and pinned.`);
    } else if (command === 'abort' && name && args.length === 2) {
      const aborted = await abortCanary(context, OPERATOR, knownRemote(name));
      out.push(`${name} canary ${aborted} ended; every member gets the stable version.`);
    } else {
      return { code: 1, out, err: [USAGE] };
    }
    return { code: 0, out, err: [] };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: 1, out, err: [refusalInEnglish(error, context)] };
  }
}

async function listRemotes(context: ReleaseContext, out: string[]): Promise<void> {
  out.push(`Remotes in ${context.webDir}:`);
  for (const name of REMOTE_NAMES) {
    const release = await releasesOf(context, name);
    out.push(name);
    if (release.versions.length === 0) out.push('  (no version deployed)');
    for (const { version } of release.versions) {
      const refusal = refusalOf(context.webDir, name, version);
      let note = '';
      if (refusal !== null) note = `  refused: ${incompatibilityInEnglish(name, version, refusal)}`;
      else if (version === release.live) note = version === release.pinned ? '  <- live (pinned)' : '  <- live (newest)';
      else if (version === release.canary?.version) note = `  <- canary ${release.canary.percent} %`;
      out.push(`  ${version}${note}`);
    }
    if (release.pinned !== null && release.pinned !== release.live) {
      out.push(`  pinned ${release.pinned} is not deployed or not runnable: ${release.live ?? 'nothing'} is served instead`);
    }
    for (const health of release.health) {
      out.push(
        `  ${health.version}: ${health.loads} loads, ${health.load_failures_per_1000} load failures and ${health.errors_per_1000} errors per 1,000 loads`,
      );
    }
  }
}

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  let result: CliResult;
  try {
    const database = await openDatabase(config.database, () => undefined);
    try {
      await migrateToLatest(database.db);
      result = await runCli(process.argv.slice(2), { db: database.db, webDir: config.webDir });
    } finally {
      await database.close();
    }
  } catch (error) {
    // The embedded database is the running server's: it runs the command for us.
    if (!(error instanceof DataDirLockedError)) throw error;
    result = await askRunningServer(config.dataDir, process.argv.slice(2));
  }
  for (const line of result.out) console.log(line);
  for (const line of result.err) console.error(line);
  return result.code;
}

if (require.main === module) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? `Cannot run: ${error.message}` : error);
      process.exitCode = 1;
    },
  );
}
