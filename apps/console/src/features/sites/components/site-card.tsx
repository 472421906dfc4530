import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Site } from '@vitrina/contracts/platform';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';
import { useDeleteSiteMutation } from '../api/sites-api';
import { EntityCard } from './entity-card';
import { useRefusal } from '../../../shared/shop/use-refusal';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// Its form and the delete popup load when the browser idles and show at the first opening
// (decision 0072).
const EditSiteDialog = deferUntilOpen(
  () => import('./edit-site-dialog').then((module) => ({ default: module.EditSiteDialog })),
  ({ open }) => open,
);
const ConfirmDelete = deferUntilOpen(
  () => import('./confirm-delete').then((module) => ({ default: module.ConfirmDelete })),
  ({ open }) => open,
);

const NO_DOMAIN_TEXT = 'Сайт не добавлен';

export function SiteCard({ site }: { site: Site }) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const writeRefusal = useRefusal('sites.write');
  const [deleteSite, { isLoading }] = useDeleteSiteMutation();
  const domain = site.domains?.[0];

  return (
    <>
      <EntityCard
        headingId={`site-${site.id}-title`}
        title={site.title}
        description={site.description}
        to={generatePath(paths.site, { siteId: String(site.id) })}
        menuLabel={`Действия с площадкой «${site.title}»`}
        onEdit={() => setOpen('edit')}
        onDelete={() => setOpen('delete')}
        writeRefusal={writeRefusal}
      >
        {/* The server answers the bare host (in Unicode), so there is no scheme to strip. */}
        <Typography variant="body2">{domain?.link_domain ?? NO_DOMAIN_TEXT}</Typography>
        <ConfirmationBadge confirmed={domain?.is_confirmed ?? false} />
      </EntityCard>
      <EditSiteDialog open={open === 'edit'} onClose={close} site={site} />
      <ConfirmDelete
        open={open === 'delete'}
        onClose={close}
        kind="Площадка"
        title={site.title}
        remove={() => deleteSite(site.id)}
        pending={isLoading}
      />
    </>
  );
}

function ConfirmationBadge({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <Chip size="small" color="success" label="Подтверждена" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label="Не подтверждена" />
  );
}
