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
import { useCollectionsQuery } from '../api/catalog-api';
import { CollectionCard } from './collection-card';
import { CreateCollectionDialog } from './create-collection-dialog';

export function CollectionsScreen() {
  const { data: collections, isLoading, isError, error } = useCollectionsQuery();
  const [creating, setCreating] = useState(false);

  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading>Каталог</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <InertSearchField />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Создать коллекцию
        </Button>
      </Stack>
      {isLoading && <PageLoader />}
      {isError && <FailureAlert message={messages.product.loadFailed} error={error} />}
      <CardGrid label="Коллекции">
        {collections?.map((collection) => (
          <CollectionCard key={collection.id} collection={collection} />
        ))}
      </CardGrid>
      <CreateCollectionDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
