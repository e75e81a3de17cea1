import fs from 'node:fs';
import path from 'node:path';
import {
  REMOTE_ENTRY_FILE,
  REMOTE_NAMES,
  containerName,
  isRemoteName,
  remoteEntryUrl,
  type RemoteManifest,
  type RemoteName,
} from '@lotto/shared';
import semver from 'semver';

/**
 * The deploy store: built remotes live side by side in <WEB_DIR>/remotes/<name>/<version>/, and
 * <WEB_DIR>/remotes/pins.json names the version an operator pinned ({"mf-wallet": "1.0.0"}).
 * The live version is the pinned one when it is deployed, else the highest deployed version.
 */
export type Pins = Partial<Record<RemoteName, string>>;

export class DeployError extends Error {}

export function remotesDir(webDir: string): string {
  return path.join(webDir, 'remotes');
}

function pinsFile(webDir: string): string {
  return path.join(remotesDir(webDir), 'pins.json');
}

/** Versions of a remote that hold an entry file, highest first. */
export function deployedVersions(webDir: string, name: RemoteName): string[] {
  const dir = path.join(remotesDir(webDir), name);
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isDirectory() && semver.valid(entry.name) === entry.name)
    .filter((entry) => fs.existsSync(path.join(dir, entry.name, REMOTE_ENTRY_FILE)))
    .map((entry) => entry.name)
    .sort(semver.rcompare);
}

export function liveVersion(deployed: readonly string[], pinned: string | undefined): string | undefined {
  if (pinned !== undefined && deployed.includes(pinned)) return pinned;
  return [...deployed].sort(semver.rcompare)[0];
}

/** No file means no pins. A file that is not a JSON object is an error the operator must see. */
export function readPins(webDir: string): Pins {
  let text: string;
  try {
    text = fs.readFileSync(pinsFile(webDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DeployError(`${pinsFile(webDir)} is not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DeployError(`${pinsFile(webDir)} must hold an object such as {"mf-wallet": "1.0.0"}`);
  }
  const pins: Pins = {};
  for (const [name, version] of Object.entries(parsed)) {
    if (isRemoteName(name) && typeof version === 'string') pins[name] = version;
  }
  return pins;
}

/** Written to a temporary file and renamed over the old one, so a reader never sees half a file. */
export function writePins(webDir: string, pins: Pins): void {
  const file = pinsFile(webDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(pins, null, 2)}\n`);
  fs.renameSync(temp, file);
}

export function pinRemote(webDir: string, name: string, version: string): void {
  const remote = knownRemote(name);
  const deployed = deployedVersions(webDir, remote);
  if (!deployed.includes(version)) {
    const available = deployed.length > 0 ? `deployed versions: ${deployed.join(', ')}` : 'no version is deployed';
    throw new DeployError(`${remote} ${version} is not deployed (${available})`);
  }
  writePins(webDir, { ...readPins(webDir), [remote]: version });
}

export function unpinRemote(webDir: string, name: string): void {
  const remote = knownRemote(name);
  const pins = readPins(webDir);
  delete pins[remote];
  writePins(webDir, pins);
}

function knownRemote(name: string): RemoteName {
  if (!isRemoteName(name)) {
    throw new DeployError(`Unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
  }
  return name;
}

/** GET /remotes.json: each remote that has a deployed version, at its live version. */
export function buildManifest(webDir: string, pins: Pins): RemoteManifest {
  const manifest: RemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const version = liveVersion(deployedVersions(webDir, name), pins[name]);
    if (version !== undefined) {
      manifest[name] = { container: containerName(name), version, entry: remoteEntryUrl(name, version) };
    }
  }
  return manifest;
}
