/**
 * A seeded random source (mulberry32), so that a failing run can be told apart and replayed in
 * spirit: the seed is part of every failure message. Timing under load is not replayable anyway.
 */
export class Random {
  private state: number;

  constructor(readonly seed: number = Math.floor(Math.random() * 2 ** 31)) {
    this.state = seed;
  }

  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Removes and answers a random item, or undefined when there is none. */
  take<T>(items: T[]): T | undefined {
    if (items.length === 0) return undefined;
    const index = Math.floor(this.next() * items.length);
    const [item] = items.splice(index, 1);
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => String(this.int(0, 9))).join('');
  }

  /** A key of `weights` chosen in proportion to its weight. */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    let left = this.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [key, weight] of entries) {
      left -= weight;
      if (left < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }
}
