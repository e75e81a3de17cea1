/**
 * @jest-environment node
 */
import path from 'node:path';
import { REMOTE_NAMES } from './manifest';
import { REMOTE_EXPOSES } from './exposes';

const repoRoot = path.resolve(__dirname, '../../..');

/** The `exposes` a remote's real webpack configuration hands to the federation plugin. */
function exposesOf(remote: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configure = require(path.join(repoRoot, remote, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => { plugins: { _options?: { exposes?: Record<string, string> } }[] };
  const federation = configure({}, { mode: 'production' }).plugins.find((plugin) => plugin._options?.exposes);
  return Object.keys(federation?._options?.exposes ?? {});
}

describe('REMOTE_EXPOSES', () => {
  it.each(REMOTE_NAMES)("lists exactly what %s's webpack build exposes", (remote) => {
    expect(
      exposesOf(remote)
        .map((key) => key.replace(/^\.\//, ''))
        .sort(),
    ).toEqual([...REMOTE_EXPOSES[remote]].sort());
  });
});
