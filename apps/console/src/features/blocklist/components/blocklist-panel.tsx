import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { blocklistTexts as texts } from '@vitrina/contracts/blocklist-texts';
import { useId, useState } from 'react';
import { Allowed } from '../../../shared/shop/allowed';
import { RequirePermission } from '../../../shared/shop/require-permission';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useBlocklistQuery } from '../api/blocklist-api';
import { AddEntryDialog } from './add-entry-dialog';
import { BlockedEntries } from './blocked-entries';

/**
 * The settings' «Списки» tab (decision 74): the buyers whose orders the shop refuses quietly.
 * They are buyers' data: a role that may not read orders is told so, and nothing is read.
 */
export default function BlocklistPanel() {
  return (
    <RequirePermission permission="orders.read">
      <BlocklistSection />
    </RequirePermission>
  );
}

function BlocklistSection() {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const { data: entries, error, isLoading } = useBlocklistQuery();
  const { can } = usePermissions();

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {texts.title}
        </Typography>
        <Allowed permission="orders.write">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {texts.add}
          </Button>
        </Allowed>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{texts.description}</Typography>
      {isLoading && <PageLoader />}
      {!isLoading && !entries && <FailureAlert message={texts.loadFailed} error={error} />}
      {entries?.length === 0 && <Typography role="status">{texts.empty}</Typography>}
      {entries && entries.length > 0 && (
        <BlockedEntries entries={entries} withDelete={can('orders.write')} />
      )}
      <AddEntryDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
