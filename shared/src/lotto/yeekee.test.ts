import { createHash } from 'node:crypto';
import { houseShot, yeekeeCommitment, yeekeeResult } from './yeekee';

describe('yeekee draw', () => {
  it('commits to sha256(seed), which anyone can check', async () => {
    expect(await yeekeeCommitment('round-seed')).toBe(createHash('sha256').update('round-seed').digest('hex'));
  });

  it('is the same for the same seed and shots', async () => {
    expect(await yeekeeResult('seed-a', [12345, 99999])).toEqual(await yeekeeResult('seed-a', [12345, 99999]));
  });

  it('derives the digits from the house shot plus the shots, modulo 100000', async () => {
    const house = await houseShot('seed-b');
    const total = (house + 54321 + 70000) % 100_000;
    const digits = String(total).padStart(5, '0');
    expect(await yeekeeResult('seed-b', [54321, 70000])).toEqual({
      '3top': digits.slice(2),
      '2top': digits.slice(3),
      '2bottom': digits.slice(0, 2),
    });
  });

  it('does not reveal the house shot through the commitment', async () => {
    const commitment = await yeekeeCommitment('seed-c');
    expect(await houseShot('seed-c')).not.toBe(Number(BigInt(`0x${commitment}`) % 100_000n));
  });

  it('refuses a shot that is not a 5-digit number', async () => {
    await expect(yeekeeResult('seed-d', [100000])).rejects.toThrow('0 to 99999');
    await expect(yeekeeResult('seed-d', [1.5])).rejects.toThrow('0 to 99999');
  });
});
