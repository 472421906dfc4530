import ProfileIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { ShopSwitcher } from '../../shop/shop-switcher';
import { BackButton } from './back-button';
import type { EntityTitles } from './build-breadcrumbs';
import { ShellBreadcrumbs } from './shell-breadcrumbs';

interface ShellHeaderProps {
  breadcrumbTitles?: EntityTitles;
  /**
   * Phones: the path is shortened and the bottom bar takes over the profile; help and the bell
   * stay, since the bottom bar has no place for them.
   */
  compact: boolean;
  /** The help button («?»), which the app fills: the shell knows no feature. */
  help?: ReactNode;
  /** The notifications button, which the app fills. */
  notifications?: ReactNode;
}

export function ShellHeader({ breadcrumbTitles, compact, help, notifications }: ShellHeaderProps) {
  const navigate = useNavigate();

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 64,
        px: { xs: 1.5, sm: 3 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {!compact && <ShopSwitcher compact={false} />}
      <BackButton />
      <ShellBreadcrumbs titles={breadcrumbTitles} compact={compact} />
      <Stack direction="row" sx={{ gap: 0.5, color: 'text.secondary', alignItems: 'center' }}>
        {compact && <ShopSwitcher compact />}
        {help}
        {notifications}
        {!compact && (
          <IconButton aria-label="Профиль" color="inherit" onClick={() => navigate(paths.profile)}>
            <ProfileIcon />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}
