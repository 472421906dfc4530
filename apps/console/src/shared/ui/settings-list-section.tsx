import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Permission } from '@vitrina/contracts/team-roles';
import { useId, type ReactNode } from 'react';
import { Allowed } from '../shop/allowed';
import { FailureAlert } from './failure-alert';
import { PageLoader } from './page-loader';

interface SettingsListSectionProps<Item> {
  title: string;
  description: ReactNode;
  /** The button that adds an item, for the roles with `permission`. */
  add: { label: string; permission: Permission; onClick: () => void };
  /** The list's read: loading, failed (with its text) or answered. */
  read: { isLoading: boolean; error: unknown; items: Item[] | undefined };
  texts: { loadFailed: string; empty: string };
  /** The items, drawn once there is at least one. */
  children: (items: Item[]) => ReactNode;
}

/**
 * A settings tab that keeps a list the merchant adds to (blocked buyers, webhook addresses): its
 * heading with the add button, what it is for, then the list, its loader, failure or emptiness.
 */
export function SettingsListSection<Item>({
  title,
  description,
  add,
  read: { isLoading, error, items },
  texts,
  children,
}: SettingsListSectionProps<Item>) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <Allowed permission={add.permission}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={add.onClick}>
            {add.label}
          </Button>
        </Allowed>
      </Stack>
      {description}
      {isLoading && <PageLoader />}
      {!isLoading && !items && <FailureAlert message={texts.loadFailed} error={error} />}
      {items?.length === 0 && <Typography role="status">{texts.empty}</Typography>}
      {items && items.length > 0 && children(items)}
    </Box>
  );
}
