import { REMOTE_NAMES } from '@lotto/shared';
import { webDirFrom } from '../config/env';
import { DeployError, deployedVersions, liveVersion, pinRemote, readPins, unpinRemote } from './store';

/**
 * Operator commands over the deploy store, run from the repository root:
 *   npm run remotes -- list | pin <name> <version> | unpin <name>
 * A pin changes the live version at once, with no rebuild and no restart.
 */
const USAGE = 'Usage: npm run remotes -- list | pin <name> <version> | unpin <name>';

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs one command; answers the process exit code. */
export function runCli(args: readonly string[], webDir: string, io: CliOutput): number {
  const [command, name, version] = args;
  try {
    if (command === 'list' && args.length === 1) {
      listRemotes(webDir, io.out);
    } else if (command === 'pin' && name !== undefined && version !== undefined && args.length === 3) {
      pinRemote(webDir, name, version);
      io.out(`${name} pinned to ${version}; the site loads it from now on.`);
    } else if (command === 'unpin' && name !== undefined && args.length === 2) {
      unpinRemote(webDir, name);
      io.out(`${name} unpinned; the site loads its newest deployed version.`);
    } else {
      io.err(USAGE);
      return 1;
    }
    return 0;
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    io.err(error.message);
    return 1;
  }
}

function listRemotes(webDir: string, out: (line: string) => void): void {
  const pins = readPins(webDir);
  out(`Remotes in ${webDir}:`);
  for (const name of REMOTE_NAMES) {
    const deployed = deployedVersions(webDir, name);
    const pinned = pins[name];
    const live = liveVersion(deployed, pinned);
    out(name);
    if (deployed.length === 0) out('  (no version deployed)');
    for (const version of deployed) {
      const note = version !== live ? '' : version === pinned ? '  <- live (pinned)' : '  <- live (newest)';
      out(`  ${version}${note}`);
    }
    if (pinned !== undefined && !deployed.includes(pinned)) {
      out(`  pinned ${pinned} is not deployed: the newest version is served instead`);
    }
  }
}

if (require.main === module) {
  process.exitCode = runCli(process.argv.slice(2), webDirFrom(process.env), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
