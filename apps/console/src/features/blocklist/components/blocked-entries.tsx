import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlockedEntry } from '@vitrina/contracts/blocklist';
import {
  BLOCKED_KIND_LABELS,
  blockedValueText,
  blocklistTexts as texts,
} from '@vitrina/contracts/blocklist-texts';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { ShopTime } from '../../../shared/shop/shop-time';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { BlockedEntriesTable } from './blocked-entries-table';
import { DeleteEntryButton } from './delete-entry-button';

export interface BlockedEntriesProps {
  entries: readonly BlockedEntry[];
  /** Whether the member's role may take entries off the list. */
  withDelete: boolean;
}

const secondary = { color: 'text.secondary', ...WRAP_LONG_WORDS } as const;

/** The phone's list: a card an entry, its delete beside its value. */
function BlockedEntryCards({ entries, withDelete }: BlockedEntriesProps) {
  return (
    <Stack component="ul" aria-label={texts.title} sx={{ gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((entry) => {
        const value = blockedValueText(entry.kind, entry.value);
        return (
          <Card key={entry.id} component="li" variant="outlined" aria-label={value} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Stack sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, ...WRAP_LONG_WORDS }}>{value}</Typography>
                <Typography variant="body2">{BLOCKED_KIND_LABELS[entry.kind]}</Typography>
                {entry.note && <Typography variant="body2">{entry.note}</Typography>}
                <Typography variant="body2" sx={secondary}>
                  {`${texts.columns.createdAt}: `}
                  <ShopTime at={entry.created_at} />
                </Typography>
              </Stack>
              {withDelete && <DeleteEntryButton entry={entry} />}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** The list as the viewport suits it: a table on a desktop, cards on a phone or a tablet. */
export function BlockedEntries(props: BlockedEntriesProps) {
  return useViewport() === 'desktop' ? (
    <BlockedEntriesTable {...props} />
  ) : (
    <BlockedEntryCards {...props} />
  );
}
