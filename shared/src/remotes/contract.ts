import { withValues } from '../format/format';
import { th } from '../labels/th';

/**
 * What a remote needs from the shell, and what the shell provides (docs/operations.md#remote-releases). Each remote build
 * writes its needs into `build.json` beside its remoteEntry.js; the shell build writes what it
 * provides into `provides.json` beside its index.html (tooling/webpack.js writes both). The
 * server refuses to pin or canary a version the live shell cannot run and never serves one.
 */
export const REMOTE_BUILD_MANIFEST_FILE = 'build.json';
export const SHELL_PROVIDES_FILE = 'provides.json';

/**
 * The major version of the contract between the shell and a remote: the shared singletons of
 * `@lotto/shared/client` (the store's slices, the RTK Query API, the session) and the exposed
 * modules' props. Raise it when a change breaks a remote built against the previous one.
 */
export const SHELL_CONTRACT_MAJOR = 1;
/**
 * What the shell's shared client has added within the major: a remote built against a minor uses
 * what it added, so it needs a shell of that minor or later. Raise it when `@lotto/shared/client`
 * gains an export a remote uses (2: the tab's live streams, `useLiveStream`).
 */
export const SHELL_CONTRACT_MINOR = 2;

/** What a remote was built against, or what a shell provides: the same two facts. */
export interface RemoteContract {
  /** Version of @module-federation/runtime-core: the shell provides it to remotes built with the external runtime. */
  federationRuntime: string;
  /** SHELL_CONTRACT_MAJOR at build time. */
  contract: number;
  /** SHELL_CONTRACT_MINOR at build time; absent in builds made before it was recorded (1). */
  contractMinor?: number;
}

/** The contract's version as people read it: `1.2`. */
const contractVersion = (contract: RemoteContract) => `${contract.contract}.${contract.contractMinor ?? 1}`;

/** Why a shell cannot run a remote build; null (from contractIncompatibility) when it can. */
export type Incompatibility =
  | { kind: 'runtime'; needs: string; provides: string }
  | { kind: 'contract'; needs: string; provides: string }
  | { kind: 'shellUndeclared' };

function versionParts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * The runtime a remote was built with is provided when the shell's is of the same line (major,
 * and minor below 1.0.0, as semver's caret) and not older; the contract majors must be equal and
 * the shell's minor not older.
 * `provides` is undefined when the live shell declares nothing (built before the declaration).
 */
export function contractIncompatibility(needs: RemoteContract, provides: RemoteContract | undefined): Incompatibility | null {
  if (!provides) return { kind: 'shellUndeclared' };
  if (needs.contract !== provides.contract || (needs.contractMinor ?? 1) > (provides.contractMinor ?? 1)) {
    return { kind: 'contract', needs: contractVersion(needs), provides: contractVersion(provides) };
  }
  const need = versionParts(needs.federationRuntime);
  const have = versionParts(provides.federationRuntime);
  const sameLine = need !== null && have !== null && need[0] === have[0] && (need[0] > 0 || need[1] === have[1]);
  const notOlder = sameLine && (have[1] > need[1] || (have[1] === need[1] && have[2] >= need[2]));
  return notOlder ? null : { kind: 'runtime', needs: needs.federationRuntime, provides: provides.federationRuntime };
}

/** The reason a shell cannot run `name` `version`, as the back office shows it. */
export function incompatibilityInThai(name: string, version: string, incompatibility: Incompatibility): string {
  switch (incompatibility.kind) {
    case 'runtime':
      return withValues(th.staff.remoteNeedsRuntime, { name, version, needs: incompatibility.needs, provides: incompatibility.provides });
    case 'contract':
      return withValues(th.staff.remoteNeedsContract, { name, version, needs: incompatibility.needs, provides: incompatibility.provides });
    case 'shellUndeclared':
      return withValues(th.staff.remoteShellUndeclared, { name, version });
  }
}
