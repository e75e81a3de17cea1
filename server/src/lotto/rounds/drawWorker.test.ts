import { yeekeeDrawV2 } from '@lotto/shared';
import { yeekeeDrawOnWorker } from './drawWorker';

const SEED = 'c0ffee'.repeat(10) + 'beef';

describe('the yeekee draw on a worker thread', () => {
  it('gives what the shared draw gives, shots and all', async () => {
    const shots = [
      { seq: 1, number: '00000' },
      { seq: 2, number: '31415' },
      { seq: 3, number: '27182' },
    ];
    expect(await yeekeeDrawOnWorker(SEED, shots, 5_000)).toEqual(yeekeeDrawV2(SEED, shots, 5_000));
    expect(await yeekeeDrawOnWorker(SEED, [], 5_000)).toEqual(yeekeeDrawV2(SEED, [], 5_000));
  });

  it("fails with the draw's own error", async () => {
    await expect(yeekeeDrawOnWorker(SEED, [{ seq: 1, number: '123' }], 5_000)).rejects.toThrow('a shot is 5 digits, got "123"');
  });
});
