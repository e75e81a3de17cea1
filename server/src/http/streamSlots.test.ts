import { DomainError } from '../errors/errors';
import { DEFAULT_MAX_STREAMS, maxStreamsOf, openFilesLimit, StreamSlots, UNKNOWN_LIMIT_MAX_STREAMS } from './streamSlots';

const refusal = (take: () => unknown) => {
  try {
    take();
  } catch (error) {
    return error instanceof DomainError ? { kind: error.kind, details: error.details } : error;
  }
  return 'taken';
};

describe('StreamSlots', () => {
  it('counts members and guest addresses apart, and a release frees its slot once', () => {
    const slots = new StreamSlots(1_000);
    const releases = Array.from({ length: 10 }, () => slots.take({ memberId: 1, feed: 'yeekee' }));
    expect(refusal(() => slots.take({ memberId: 1, feed: 'yeekee' }))).toEqual({ kind: 'tooManyStreams', details: { cap: 10 } });
    expect(refusal(() => slots.take({ memberId: 2, feed: 'yeekee' }))).toBe('taken');
    // The inbox's stream of each tab counts apart from the yeekee streams.
    expect(refusal(() => slots.take({ memberId: 1, feed: 'inbox' }))).toBe('taken');
    releases[0]!();
    releases[0]!();
    expect(slots.open).toBe(11);
    expect(refusal(() => slots.take({ memberId: 1, feed: 'yeekee' }))).toBe('taken');
    expect(refusal(() => slots.take({ memberId: 1, feed: 'yeekee' }))).toEqual({ kind: 'tooManyStreams', details: { cap: 10 } });

    for (let i = 0; i < 200; i++) slots.take({ address: '10.0.0.1' });
    expect(refusal(() => slots.take({ address: '10.0.0.1' }))).toEqual({ kind: 'tooManyStreams', details: { cap: 200 } });
    expect(refusal(() => slots.take({ address: '10.0.0.2' }))).toBe('taken');
  });

  it('refuses past the process total with streamsFull, whoever asks', () => {
    const slots = new StreamSlots(2);
    slots.take({ address: 'a' });
    const release = slots.take({ memberId: 1, feed: 'yeekee' });
    expect(refusal(() => slots.take({ address: 'b' }))).toEqual({ kind: 'streamsFull', details: undefined });
    release();
    expect(refusal(() => slots.take({ address: 'b' }))).toBe('taken');
  });
});

describe('the process total', () => {
  const limits = (soft: string) => () =>
    `Limit                     Soft Limit           Hard Limit           Units\nMax processes             63704                63704                processes\nMax open files            ${soft}                 1048576              files\n`;

  it('reads the soft open-files limit where the system tells it', () => {
    expect(openFilesLimit(limits('1024'))).toBe(1_024);
    expect(openFilesLimit(limits('unlimited'))).toBeNull();
    expect(
      openFilesLimit(() => {
        throw new Error('no /proc here');
      }),
    ).toBeNull();
  });

  it('stays below half the open-files limit, whatever MAX_STREAMS asks; MAX_STREAMS alone where the limit is unknown', () => {
    expect(maxStreamsOf(null, 1_024)).toBe(512);
    expect(maxStreamsOf(null, 1_048_576)).toBe(DEFAULT_MAX_STREAMS);
    expect(maxStreamsOf(300, 1_024)).toBe(300);
    expect(maxStreamsOf(5_000, 1_024)).toBe(512);
    expect(maxStreamsOf(null, null)).toBe(UNKNOWN_LIMIT_MAX_STREAMS);
    expect(maxStreamsOf(50, null)).toBe(50);
  });
});
