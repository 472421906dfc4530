import Stack from '@mui/material/Stack';
import { messages } from '@vitrina/contracts/messages';
import { useState } from 'react';
import { useCollectionCategoriesQuery } from '../../../shared/api/catalog-reads';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { CollectionFilesHeader } from '../import/collection-files-header';
import { CategoryPanel } from './category-panel';
import { CollectionProducts } from './collection-products';
import { RowLoadFailure } from '../../../shared/shop/other-shop-notice';

interface CollectionScreenProps {
  collectionId: number;
}

/** A collection: its category tree beside its products, which the chosen categories narrow. */
export function CollectionScreen({ collectionId }: CollectionScreenProps) {
  const { data: view, isLoading, error } = useCollectionCategoriesQuery(collectionId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const forget = (ids: ReadonlySet<number>) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.has(id))));

  if (isLoading) return <PageLoader />;
  if (!view) {
    const failed = { message: messages.product.loadFailed, error };
    return <RowLoadFailure kind="collection" id={collectionId} {...failed} />;
  }

  return (
    <Stack sx={{ gap: 3 }}>
      <CollectionFilesHeader collectionId={collectionId} title={view.title}>
        <PageHeading>{view.title}</PageHeading>
      </CollectionFilesHeader>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
        <CategoryPanel
          collectionId={collectionId}
          tree={view.categories}
          selected={selected}
          onToggle={toggle}
          onDeleted={forget}
        />
        <CollectionProducts
          collectionId={collectionId}
          tree={view.categories}
          selected={selected}
          onUnselect={toggle}
        />
      </Stack>
    </Stack>
  );
}
