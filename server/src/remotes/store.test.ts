import fs from 'node:fs';
import path from 'node:path';
import { removeTempDirs, tempDir, writeFiles } from '../testing/fixtures';
import { runCli } from './cli';
import { DeployError, buildManifest, deployedVersions, liveVersion, pinRemote, readPins, unpinRemote } from './store';

afterAll(removeTempDirs);

function webDirWith(files: Record<string, string>): string {
  const webDir = tempDir();
  writeFiles(webDir, files);
  return webDir;
}

function runAndCapture(args: string[], webDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, webDir, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const twoWalletVersions = {
  'remotes/mf-wallet/1.0.0/remoteEntry.js': '',
  'remotes/mf-wallet/1.10.0/remoteEntry.js': '',
  'remotes/mf-wallet/1.2.0/remoteEntry.js': '',
  // Not deployed: no entry file, or not a version.
  'remotes/mf-wallet/2.0.0/main.js': '',
  'remotes/mf-wallet/latest/remoteEntry.js': '',
};

test('deployed versions are the version folders holding remoteEntry.js, highest first by semver', () => {
  const webDir = webDirWith(twoWalletVersions);
  expect(deployedVersions(webDir, 'mf-wallet')).toEqual(['1.10.0', '1.2.0', '1.0.0']);
  expect(deployedVersions(webDir, 'mf-auth')).toEqual([]);
});

test('the live version is the pinned one when deployed, else the newest', () => {
  expect(liveVersion(['1.0.0', '1.1.0'], undefined)).toBe('1.1.0');
  expect(liveVersion(['1.0.0', '1.1.0'], '1.0.0')).toBe('1.0.0');
  expect(liveVersion(['1.0.0', '1.1.0'], '3.0.0')).toBe('1.1.0');
  expect(liveVersion([], '1.0.0')).toBeUndefined();
});

test('pin and unpin rewrite pins.json, leaving other remotes alone', () => {
  const webDir = webDirWith({ ...twoWalletVersions, 'remotes/mf-auth/1.0.0/remoteEntry.js': '' });
  pinRemote(webDir, 'mf-auth', '1.0.0');
  pinRemote(webDir, 'mf-wallet', '1.0.0');
  expect(readPins(webDir)).toEqual({ 'mf-auth': '1.0.0', 'mf-wallet': '1.0.0' });
  expect(buildManifest(webDir, readPins(webDir))['mf-wallet']?.version).toBe('1.0.0');

  unpinRemote(webDir, 'mf-wallet');
  expect(readPins(webDir)).toEqual({ 'mf-auth': '1.0.0' });
  expect(fs.readdirSync(path.join(webDir, 'remotes')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

test('pin refuses a version that is not deployed and an unknown remote', () => {
  const webDir = webDirWith(twoWalletVersions);
  expect(() => pinRemote(webDir, 'mf-wallet', '2.0.0')).toThrow(DeployError);
  expect(() => pinRemote(webDir, 'mf-wallet', '2.0.0')).toThrow(/mf-wallet 2.0.0 is not deployed.*1\.10\.0/);
  expect(() => pinRemote(webDir, 'mf-casino', '1.0.0')).toThrow(/Unknown remote "mf-casino"/);
  expect(readPins(webDir)).toEqual({});
});

test('a pins.json that is not a JSON object is reported', () => {
  const webDir = webDirWith({ 'remotes/pins.json': '{"mf-wallet": ' });
  expect(() => readPins(webDir)).toThrow(/not valid JSON/);
});

describe('the CLI', () => {
  test('pin of an undeployed version exits 1 with the reason, and changes nothing', () => {
    const webDir = webDirWith(twoWalletVersions);
    const result = runAndCapture(['pin', 'mf-wallet', '9.9.9'], webDir);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/mf-wallet 9\.9\.9 is not deployed/);
    expect(fs.existsSync(path.join(webDir, 'remotes', 'pins.json'))).toBe(false);
  });

  test('pin of an unknown remote exits 1', () => {
    const result = runAndCapture(['pin', 'shell', '1.0.0'], webDirWith(twoWalletVersions));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/Unknown remote "shell"/);
  });

  test('list shows every remote, its versions and which one is live', () => {
    const webDir = webDirWith(twoWalletVersions);
    expect(runAndCapture(['pin', 'mf-wallet', '1.2.0'], webDir).code).toBe(0);

    const { code, out } = runAndCapture(['list'], webDir);

    expect(code).toBe(0);
    expect(out).toContain('  1.2.0  <- live (pinned)');
    expect(out).toContain('  1.10.0\n');
    expect(out).toMatch(/mf-auth\n {2}\(no version deployed\)/);
  });

  test('unpin makes the newest version live again', () => {
    const webDir = webDirWith(twoWalletVersions);
    runAndCapture(['pin', 'mf-wallet', '1.0.0'], webDir);
    expect(runAndCapture(['unpin', 'mf-wallet'], webDir).code).toBe(0);
    expect(runAndCapture(['list'], webDir).out).toContain('  1.10.0  <- live (newest)');
  });

  test('an unknown command prints the usage and exits 1', () => {
    const result = runAndCapture(['rollback'], webDirWith({}));
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Usage: npm run remotes --/);
  });
});
