import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { buildBreadcrumbs, type EntityTitles } from './build-breadcrumbs';

const CRUMB_SX = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

interface ShellBreadcrumbsProps {
  titles?: EntityTitles;
  /** Only the section and the current page, with a button that shows the rest. */
  compact: boolean;
}

export function ShellBreadcrumbs({ titles, compact }: ShellBreadcrumbsProps) {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname, titles);

  return (
    <Breadcrumbs
      aria-label="breadcrumb"
      maxItems={compact ? 2 : undefined}
      sx={{
        flex: 1,
        minWidth: 0,
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
      }}
    >
      {crumbs.map(({ label, href }) =>
        href ? (
          <Link
            key={href}
            component={RouterLink}
            to={href}
            underline="hover"
            sx={{ ...CRUMB_SX, color: 'text.secondary' }}
          >
            {label}
          </Link>
        ) : (
          <Typography
            key={pathname}
            aria-current="page"
            sx={{ ...CRUMB_SX, color: 'text.primary', fontWeight: 600 }}
          >
            {label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
