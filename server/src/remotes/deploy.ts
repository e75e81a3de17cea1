import fs from 'node:fs';
import path from 'node:path';
import {
  REMOTE_BUILD_MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
  SHELL_PROVIDES_FILE,
  contractIncompatibility,
  isRemoteName,
  type Incompatibility,
  type RemoteContract,
  type RemoteName,
} from '@lotto/shared';
import semver from 'semver';

/**
 * The deploy layout of the built files, which stays as it was: each remote version in
 * <WEB_DIR>/remotes/<name>/<version>/ (remoteEntry.js and build.json, what it needs from the
 * shell), and the live shell in <WEB_DIR>/shell/ (provides.json, what it provides). Which version
 * is served is release state, in the database (releases.ts).
 */
export function remotesDir(webDir: string): string {
  return path.join(webDir, 'remotes');
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

function readContract(file: string, pick: (parsed: Record<string, unknown>) => unknown): RemoteContract | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const contract = typeof parsed === 'object' && parsed !== null ? pick(parsed as Record<string, unknown>) : undefined;
  if (typeof contract !== 'object' || contract === null) return undefined;
  const { federationRuntime, contract: major } = contract as Record<string, unknown>;
  return typeof federationRuntime === 'string' && typeof major === 'number' ? { federationRuntime, contract: major } : undefined;
}

/** What the live shell provides; undefined for a shell built before it declared it. */
export function shellProvides(webDir: string): RemoteContract | undefined {
  return readContract(path.join(webDir, 'shell', SHELL_PROVIDES_FILE), (parsed) => parsed);
}

/**
 * What a deployed version needs from the shell; undefined for a build made before builds
 * recorded it, which is served as before (it was deployed after its shell, as the README asked).
 */
export function buildNeeds(webDir: string, name: RemoteName, version: string): RemoteContract | undefined {
  return readContract(path.join(remotesDir(webDir), name, version, REMOTE_BUILD_MANIFEST_FILE), (parsed) => parsed.needs);
}

/** Why the live shell cannot run this version, or null when it can. */
export function refusalOf(webDir: string, name: RemoteName, version: string, provides = shellProvides(webDir)): Incompatibility | null {
  const needs = buildNeeds(webDir, name, version);
  return needs === undefined ? null : contractIncompatibility(needs, provides);
}

/** The pins file of the release state before it moved into the database ({"mf-wallet": "1.0.0"}). */
export function legacyPinsFile(webDir: string): string {
  return path.join(remotesDir(webDir), 'pins.json');
}

/** The pins of a legacy pins.json; undefined when there is none or it is not a JSON object. */
export function readLegacyPins(webDir: string): Partial<Record<RemoteName, string>> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(legacyPinsFile(webDir), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const pins: Partial<Record<RemoteName, string>> = {};
  for (const [name, version] of Object.entries(parsed)) {
    if (isRemoteName(name) && typeof version === 'string') pins[name] = version;
  }
  return pins;
}
