import { describe, expect, it } from 'vitest';
import { gridLayout } from './grid-layout';

describe('gridLayout', () => {
  it('fits two columns on a phone and six on a desktop, tiles 4:3 plus their text', () => {
    expect(gridLayout(358)).toEqual({ columns: 2, tileWidth: 173, imageHeight: 130, rowHeight: 130 + 44 + 12 });
    const desktop = gridLayout(1248);
    expect(desktop.columns).toBe(6);
    expect(desktop.tileWidth * 6 + 12 * 5).toBeLessThanOrEqual(1248);
  });
});
