import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { CardGrid } from '../../../shared/ui/card-grid';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { InertSearchField } from '../../../shared/ui/inert-search-field';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSitesQuery } from '../api/sites-api';
import { CreateSiteDialog } from './create-site-dialog';
import { SiteCard } from './site-card';

export function SitesScreen() {
  const { data: sites, isLoading, isError, error } = useSitesQuery();
  const [creating, setCreating] = useState(false);

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>Площадки</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <InertSearchField />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Добавить площадку
        </Button>
      </Stack>
      {isLoading && <PageLoader />}
      {isError && <FailureAlert message={messages.product.loadFailed} error={error} />}
      <CardGrid label="Площадки">
        {sites?.map((site) => (
          <SiteCard key={site.id} site={site} />
        ))}
      </CardGrid>
      <CreateSiteDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
