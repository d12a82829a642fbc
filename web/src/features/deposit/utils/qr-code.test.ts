import { describe, expect, it } from 'vitest';
import { penalty, qrModules } from './qr-code';

const URI = 'usdt:TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE?amount=198.42';
const picture = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''));

/** The symbol of URI as zbarimg decoded it back to URI (version 4-M, the mask the penalty chose). */
const SCANNED = [
  '#######.#...###.#..#.#....#######',
  '#.....#....#.##..######.#.#.....#',
  '#.###.#...###.#.##...###..#.###.#',
  '#.###.#.##..#..###.##.....#.###.#',
  '#.###.#.##...#..#.#.#.##..#.###.#',
  '#.....#.#.##.#.#.#.##.#...#.....#',
  '#######.#.#.#.#.#.#.#.#.#.#######',
  '........#.###....#..##.##........',
  '#...#.###.#.#..##..####.######..#',
  '.#..##.#.##...#.##....##.#.#..###',
  '##.#..#.#....###..#.##.###..#.##.',
  '..#.#..####.##.#...#.##..#.##..#.',
  '....#.#.##..##..#..#.#.#.##.....#',
  '.####..#..#..##...#.#.##...#.....',
  '#.#####.#.#..#.#..#...#####...##.',
  '##...#...#...#########..#.###..#.',
  '.#######..###.#.....#.######....#',
  '###..#.#.#..##.##.##.#.#...#.##..',
  '#..##.####..##.#.#..##.#.#####...',
  '.#.###.#.#.###.#.##..#...##.#..##',
  '...##.#..#.#####..####..#.##.#..#',
  '##..##.#.#....#.#...####.#.#..#..',
  '..##..##.#....#.#.#..#.##.###.##.',
  '..#..#..#.##.#...#...#####.....#.',
  '##..#######.#.##......#######...#',
  '........###..##.###.#..##...###..',
  '#######.##.#####..#.###.#.#.##.#.',
  '#.....#...#.#.#.#..###.##...##.##',
  '#.###.#.##.##...#..#.#..######...',
  '#.###.#...#####..##.#####.##..#..',
  '#.###.#..#.###.#.##.#.####..###..',
  '#.....#..#.#.#.####..####..#.....',
  '#######.#.###...#.....###.#.#.#.#',
];

/** A finder pattern: a dark 7x7 ring, a light ring, a dark 3x3 core. */
function hasFinderAt(modules: boolean[][], left: number, top: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (modules[top + y]![left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('qrModules', () => {
  it('picks the smallest version that holds the text (21 + 4 per version)', () => {
    expect(qrModules('HELLO')).toHaveLength(21);
    expect(qrModules(URI)).toHaveLength(33); // 53 bytes: version 4 at level M
    expect(qrModules('x'.repeat(213))).toHaveLength(57); // version 10
    expect(qrModules('x'.repeat(214))).toBeNull();
  });

  it('draws the three finder patterns and the timing lines', () => {
    const modules = qrModules(URI)!;
    const size = modules.length;
    expect(hasFinderAt(modules, 0, 0) && hasFinderAt(modules, size - 7, 0) && hasFinderAt(modules, 0, size - 7)).toBe(true);
    for (let i = 8; i < size - 8; i++) {
      expect(modules[6]![i]).toBe(i % 2 === 0);
      expect(modules[i]![6]).toBe(i % 2 === 0);
    }
  });

  it('draws the symbol a scanner read back (zbarimg decoded this exact matrix to the URI)', () => {
    expect(picture(qrModules(URI)!)).toEqual(SCANNED);
  });

  it('keeps the mask with the lowest penalty', () => {
    const modules = qrModules(URI)!;
    const allLight = modules.map((row) => row.map(() => false));
    expect(penalty(modules)).toBeLessThan(penalty(allLight));
  });
});
