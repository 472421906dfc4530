import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionsMenu } from '../../../shared/ui/actions-menu';
import { LongTitle } from '../../../shared/ui/long-title';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';

interface EntityCardProps {
  /** Unique on the page: names the card through its heading. */
  headingId: string;
  title: string;
  description: string | null;
  to: string;
  /** The accessible name of the menu button. */
  menuLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why the member's role may not edit or delete the object, if it may not. */
  writeRefusal: string | undefined;
  /** Lines under the description: a domain, a badge. */
  children: ReactNode;
}

/** A card of the site and widget grids: a link to the object, and its edit/delete menu. */
export function EntityCard(props: EntityCardProps) {
  const { headingId, title, description, to, menuLabel, onEdit, onDelete, children } = props;
  const disabledReason = props.writeRefusal;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <CardActionArea component={Link} to={to} sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <LongTitle
            id={headingId}
            title={title}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600 }}
          />
          {description && (
            <Typography variant="body2" sx={{ ...WRAP_LONG_WORDS, color: 'text.secondary' }}>
              {description}
            </Typography>
          )}
          <Stack sx={{ gap: 1, mt: 1, alignItems: 'flex-start' }}>{children}</Stack>
        </CardActionArea>
        <Stack sx={{ p: 1 }}>
          <ActionsMenu
            label={menuLabel}
            actions={[
              { label: 'Редактировать', onSelect: onEdit, disabledReason },
              { label: 'Удалить', onSelect: onDelete, disabledReason },
            ]}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
