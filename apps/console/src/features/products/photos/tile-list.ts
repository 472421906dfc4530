import type { SxProps, Theme } from '@mui/material/styles';

/** A bare list laid out as a grid of square tiles at least `minTileWidth` wide. */
export const tileListSx = (minTileWidth: number, gap: number): SxProps<Theme> => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`,
  gap,
  m: 0,
  p: 0,
  listStyle: 'none',
});
