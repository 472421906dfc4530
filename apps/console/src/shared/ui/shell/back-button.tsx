import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import IconButton from '@mui/material/IconButton';
import { useLocation } from 'react-router';
import { getPathSegments } from './sections';
import { useGoBack } from './use-go-back';

/** Shown below the sections' own pages: goes one step back, or home when the visit began here. */
export function BackButton() {
  const { pathname } = useLocation();
  const goBack = useGoBack();
  if (getPathSegments(pathname).length < 2) return null;

  return (
    <IconButton aria-label="Назад" edge="start" onClick={() => goBack()}>
      <ArrowBackIcon />
    </IconButton>
  );
}
