import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Site } from '@vitrina/contracts/platform';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { useSearchQuery } from '../../../shared/search/use-search-query';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { SearchedCards } from '../../../shared/ui/searched-cards';
import { SearchField } from '../../../shared/ui/search-field';
import { useSitesQuery } from '../api/sites-api';
import { SiteCard } from './site-card';
import { Allowed } from '../../../shared/shop/allowed';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// Its form loads when the browser idles and shows at the first opening (decision 0072).
const CreateSiteDialog = deferUntilOpen(
  () => import('./create-site-dialog').then((module) => ({ default: module.CreateSiteDialog })),
  ({ open }) => open,
);

/** What the search looks in: the title, the description and the domain. */
const searchedTexts = (site: Site) => [
  site.title,
  site.description,
  ...(site.domains ?? []).map((domain) => domain.link_domain),
];

export function SitesScreen() {
  const { data: sites, isLoading, isError, error } = useSitesQuery();
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useSearchQuery();
  const create = () => setCreating(true);

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>Площадки</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SearchField value={query} onChange={setQuery} />
        <Allowed permission="sites.write">
          <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
            Добавить площадку
          </Button>
        </Allowed>
      </Stack>
      {isLoading && <PageLoader />}
      {isError && <FailureAlert message={messages.product.loadFailed} error={error} />}
      <SearchedCards
        label="Площадки"
        items={sites}
        query={query}
        searchedTexts={searchedTexts}
        renderCard={(site) => <SiteCard key={site.id} site={site} />}
        empty={
          <EmptyState
            text="Добавьте площадку — свой сайт, на котором покупатели увидят витрину."
            action={
              <Button variant="outlined" startIcon={<AddIcon />} onClick={create}>
                Добавить первую площадку
              </Button>
            }
          />
        }
      />
      <CreateSiteDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
