import AddIcon from '@mui/icons-material/AddRounded';
import SearchIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { FailureAlert } from '../../../shared/ui/failure-alert';
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
        {/* The spec keeps the search inert: it filters nothing yet. */}
        <TextField
          size="small"
          placeholder="Поиск"
          slotProps={{
            htmlInput: { 'aria-label': 'Поиск' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, maxWidth: 480 }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Создать коллекцию
        </Button>
      </Stack>
      {isLoading && <PageLoader />}
      {isError && <FailureAlert message={messages.product.loadFailed} error={error} />}
      <Box
        component="ul"
        aria-label="Коллекции"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {collections?.map((collection) => (
          <CollectionCard key={collection.id} collection={collection} />
        ))}
      </Box>
      <CreateCollectionDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
