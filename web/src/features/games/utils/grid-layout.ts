/**
 * The lobby grid's geometry from its width: columns, tile size and row height, computed, never
 * measured after the fact, so the skeleton and the tiles take exactly the same room (no shift).
 */
export const GRID_GAP = 12;
/** Name (one line) and provider under the picture. */
export const TILE_TEXT_HEIGHT = 44;

interface GridLayout {
  columns: number;
  tileWidth: number;
  imageHeight: number;
  rowHeight: number;
}

function columnsFor(width: number): number {
  if (width < 480) return 2;
  if (width < 720) return 3;
  if (width < 960) return 4;
  if (width < 1200) return 5;
  return 6;
}

export function gridLayout(width: number): GridLayout {
  const columns = columnsFor(width);
  const tileWidth = Math.max(0, Math.floor((width - GRID_GAP * (columns - 1)) / columns));
  // Thumbnails are 4:3.
  const imageHeight = Math.round((tileWidth * 3) / 4);
  return { columns, tileWidth, imageHeight, rowHeight: imageHeight + TILE_TEXT_HEIGHT + GRID_GAP };
}
