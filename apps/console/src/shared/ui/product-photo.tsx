import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';

interface ProductPhotoProps {
  src: string | null;
  /** Width and height, px. */
  size: number;
}

/** A product's main photo, or a placeholder while it has none. */
export function ProductPhoto({ src, size }: ProductPhotoProps) {
  const frame = { width: size, height: size, flexShrink: 0, borderRadius: 1 };
  if (src) {
    return <Box component="img" src={src} alt="" sx={{ ...frame, objectFit: 'cover' }} />;
  }
  return (
    <Box
      sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
      aria-hidden
    >
      <ImageIcon sx={{ color: 'text.disabled' }} />
    </Box>
  );
}
