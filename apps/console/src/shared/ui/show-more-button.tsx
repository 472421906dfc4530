import Button from '@mui/material/Button';

interface ShowMoreButtonProps {
  /** The paged read's own state: the button shows while there is a next page. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** «Показать ещё» under a list read a page at a time. */
export function ShowMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: ShowMoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <Button
      variant="outlined"
      loading={isFetchingNextPage}
      onClick={() => void fetchNextPage()}
      sx={{ alignSelf: 'center' }}
    >
      Показать ещё
    </Button>
  );
}
