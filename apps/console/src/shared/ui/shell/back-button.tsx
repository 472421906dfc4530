import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import IconButton from '@mui/material/IconButton';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { getPathSegments } from './sections';

/** The browser router numbers its history entries in history.state.idx; 0 is where the visit began. */
function hasEarlierEntry(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

/** Shown below the sections' own pages: goes one step back, or home when the visit began here. */
export function BackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (getPathSegments(pathname).length < 2) return null;

  const goBack = () => {
    if (hasEarlierEntry()) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };

  return (
    <IconButton aria-label="Назад" edge="start" onClick={goBack}>
      <ArrowBackIcon />
    </IconButton>
  );
}
