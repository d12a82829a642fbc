import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../testing/app.ts';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('getGameLabels', () => {
  it('answers the three labels with names in three languages and readable colours', async () => {
    const app = await testApp();
    const labels = (await call(app, 'getGameLabels', { body: {} })).json().data;
    expect(labels.map((l: { code: string }) => l.code)).toEqual(['NEW', 'HOT', 'JACKPOT']);
    for (const label of labels) {
      expect(Object.keys(label.name)).toEqual(['ja-JP', 'en-US', 'zh-CN']);
      expect(contrast(label.color, label.textColor)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
