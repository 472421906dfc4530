import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@vitrina/contracts/console-paths';
import { teamMessages } from '@vitrina/contracts/team-messages';
import { SHOP_ROLE_LABELS, type Permission } from '@vitrina/contracts/team-roles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { usePermissions } from './use-permissions';

interface RequirePermissionProps {
  permission: Permission;
  children: ReactNode;
}

/**
 * A screen for the roles that may open it; the others are told why, in place of it. A role
 * lowered while the screen is open takes it away at the next reading of the shop.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const { can, shop, settled } = usePermissions();
  // Nothing of the screen asks the server before the role is known.
  if (!settled) return <PageLoader />;
  if (can(permission)) return children;
  return (
    <Stack
      sx={{ alignItems: 'center', justifyContent: 'center', gap: 2, minHeight: '60dvh', p: 3 }}
    >
      <LockIcon sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h1">{teamMessages.forbidden}</Typography>
      {shop && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {`Ваша роль в магазине «${shop.title}» — ${SHOP_ROLE_LABELS[shop.role]}. Этот раздел ей недоступен.`}
        </Typography>
      )}
      <Button component={Link} to={paths.home} variant="contained">
        На главную
      </Button>
    </Stack>
  );
}
