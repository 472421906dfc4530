import LinearProgress from '@mui/material/LinearProgress';

/** The bar across the top while the next screen loads. */
export default function NavigationProgress() {
  return <LinearProgress sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'tooltip' }} />;
}
