import { containerName, isRemoteName, remoteEntryUrl, REMOTE_NAMES } from './manifest';

describe('remote manifest helpers', () => {
  it('names every container with a JavaScript identifier', () => {
    for (const remote of REMOTE_NAMES) {
      expect(containerName(remote)).toMatch(/^[A-Za-z_$][\w$]*$/);
    }
    expect(containerName('mf-betting')).toBe('mf_betting');
  });

  it('places each version of a remote in its own folder', () => {
    expect(remoteEntryUrl('mf-wallet', '1.2.3')).toBe('/remotes/mf-wallet/1.2.3/remoteEntry.js');
  });

  it('knows the four remotes and nothing else', () => {
    expect(REMOTE_NAMES).toEqual(['mf-auth', 'mf-betting', 'mf-wallet', 'mf-results', 'mf-backoffice']);
    expect(isRemoteName('mf-wallet')).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
  });
});
