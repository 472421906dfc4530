import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { CardGrid } from '../../../shared/ui/card-grid';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSiteQuery } from '../api/sites-api';
import { OwnershipButton } from './ownership-button';
import { WidgetCard } from './widget-card';
import { RowLoadFailure } from '../../../shared/shop/other-shop-notice';
import { Allowed } from '../../../shared/shop/allowed';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// Its form loads when the browser idles and shows at the first opening (decision 0072).
const CreateWidgetDialog = deferUntilOpen(
  () => import('./create-widget-dialog').then((module) => ({ default: module.CreateWidgetDialog })),
  ({ open }) => open,
);

interface SiteScreenProps {
  siteId: number;
}

/** A site's widgets, its ownership state and the button that adds a widget. */
export function SiteScreen({ siteId }: SiteScreenProps) {
  const { data: site, isLoading, error } = useSiteQuery(siteId);
  const [creating, setCreating] = useState(false);

  if (isLoading) return <PageLoader />;
  if (!site) {
    const failed = { message: messages.product.loadFailed, error };
    return <RowLoadFailure kind="site" id={siteId} {...failed} />;
  }

  return (
    <Stack sx={{ gap: 3 }}>
      <div>
        <PageHeading>{site.title}</PageHeading>
        {site.description && (
          <Typography sx={{ color: 'text.secondary', mt: -2 }}>{site.description}</Typography>
        )}
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <OwnershipButton site={site} />
        <Allowed permission="widgets.write">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Добавить виджет
          </Button>
        </Allowed>
      </Stack>
      {site.widgets?.length ? (
        <CardGrid label="Виджеты">
          {site.widgets.map((widget) => (
            <WidgetCard key={widget.id} widget={widget} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState
          text="Добавьте виджет: он покажет ваши товары на сайте площадки."
          action={
            <Allowed permission="widgets.write">
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                Создать виджет
              </Button>
            </Allowed>
          }
        />
      )}
      <CreateWidgetDialog open={creating} onClose={() => setCreating(false)} siteId={siteId} />
    </Stack>
  );
}
