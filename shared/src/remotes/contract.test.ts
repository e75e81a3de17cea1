import { contractIncompatibility, incompatibilityInThai } from './contract';

const shell = { federationRuntime: '2.9.2', contract: 1 };

describe('contractIncompatibility', () => {
  it('accepts a remote built with the same or an older runtime of the same major and the same contract', () => {
    expect(contractIncompatibility({ federationRuntime: '2.9.2', contract: 1 }, shell)).toBeNull();
    expect(contractIncompatibility({ federationRuntime: '2.1.0', contract: 1 }, shell)).toBeNull();
  });

  it('refuses a newer runtime, another runtime major or another contract, saying which', () => {
    expect(contractIncompatibility({ federationRuntime: '2.10.0', contract: 1 }, shell)).toEqual({
      kind: 'runtime',
      needs: '2.10.0',
      provides: '2.9.2',
    });
    expect(contractIncompatibility({ federationRuntime: '1.9.0', contract: 1 }, shell)).toEqual({
      kind: 'runtime',
      needs: '1.9.0',
      provides: '2.9.2',
    });
    expect(contractIncompatibility({ federationRuntime: '2.9.2', contract: 2 }, shell)).toEqual({
      kind: 'contract',
      needs: '2.1',
      provides: '1.1',
    });
  });

  it('runs a remote of an older contract minor on a newer shell, not one of a newer minor on an older shell', () => {
    const liveStreamsShell = { ...shell, contractMinor: 2 };
    expect(contractIncompatibility({ federationRuntime: '2.9.2', contract: 1 }, liveStreamsShell)).toBeNull();
    expect(contractIncompatibility({ federationRuntime: '2.9.2', contract: 1, contractMinor: 2 }, liveStreamsShell)).toBeNull();
    // A shell built before minors were recorded has the first one.
    expect(contractIncompatibility({ federationRuntime: '2.9.2', contract: 1, contractMinor: 2 }, shell)).toEqual({
      kind: 'contract',
      needs: '1.2',
      provides: '1.1',
    });
  });

  it('below 1.0.0 a minor is a line of its own', () => {
    expect(contractIncompatibility({ federationRuntime: '0.21.1', contract: 1 }, { federationRuntime: '0.22.0', contract: 1 })).toEqual({
      kind: 'runtime',
      needs: '0.21.1',
      provides: '0.22.0',
    });
  });

  it('a shell that declares nothing runs no remote that declares its needs', () => {
    expect(contractIncompatibility({ federationRuntime: '2.9.2', contract: 1 }, undefined)).toEqual({ kind: 'shellUndeclared' });
  });
});

test('the reason in Thai names the version and both sides', () => {
  expect(incompatibilityInThai('mf-wallet', '1.1.0', { kind: 'runtime', needs: '3.0.0', provides: '2.9.2' })).toBe(
    'เชลล์ที่ใช้งานอยู่เปิด mf-wallet 1.1.0 ไม่ได้: เวอร์ชันนี้ต้องใช้ federation runtime 3.0.0 แต่เชลล์มี 2.9.2',
  );
  expect(incompatibilityInThai('mf-wallet', '1.1.0', { kind: 'contract', needs: '1.2', provides: '1.1' })).toBe(
    'เชลล์ที่ใช้งานอยู่เปิด mf-wallet 1.1.0 ไม่ได้: เวอร์ชันนี้สร้างสำหรับสัญญา API และสโตร์รุ่น 1.2 แต่เชลล์มีรุ่น 1.1',
  );
  expect(incompatibilityInThai('mf-wallet', '1.1.0', { kind: 'shellUndeclared' })).toBe(
    'เชลล์ที่ใช้งานอยู่ไม่ได้ระบุสิ่งที่มีให้ จึงเปิด mf-wallet 1.1.0 ไม่ได้ กรุณาติดตั้งเชลล์รุ่นใหม่ก่อน',
  );
});
