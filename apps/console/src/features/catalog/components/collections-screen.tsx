import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CollectionSummary } from '@vitrina/contracts/catalog';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { useSearchQuery } from '../../../shared/search/use-search-query';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { SearchedCards } from '../../../shared/ui/searched-cards';
import { SearchField } from '../../../shared/ui/search-field';
import { useCollectionsQuery } from '../api/catalog-api';
import { CollectionCard } from './collection-card';
import { Allowed } from '../../../shared/shop/allowed';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// Its form loads when the browser idles and shows at the first opening (decision 0072).
const CreateCollectionDialog = deferUntilOpen(
  () =>
    import('./create-collection-dialog').then((module) => ({
      default: module.CreateCollectionDialog,
    })),
  ({ open }) => open,
);

const searchedTexts = (collection: CollectionSummary) => [collection.title, collection.description];

export function CollectionsScreen() {
  const { data: collections, isLoading, isError, error } = useCollectionsQuery();
  const [creating, setCreating] = useState(false);
  const [query, setQuery] = useSearchQuery();
  const create = () => setCreating(true);

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>Каталог</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <SearchField value={query} onChange={setQuery} />
        <Allowed permission="catalog.write">
          <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
            Создать коллекцию
          </Button>
        </Allowed>
      </Stack>
      {isLoading && <PageLoader />}
      {isError && <FailureAlert message={messages.product.loadFailed} error={error} />}
      <SearchedCards
        label="Коллекции"
        items={collections}
        query={query}
        searchedTexts={searchedTexts}
        renderCard={(collection) => <CollectionCard key={collection.id} collection={collection} />}
        empty={
          <EmptyState
            text="Создайте первую коллекцию, чтобы добавить в неё товары."
            action={
              <Button variant="outlined" startIcon={<AddIcon />} onClick={create}>
                Новая коллекция
              </Button>
            }
          />
        }
      />
      <CreateCollectionDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
