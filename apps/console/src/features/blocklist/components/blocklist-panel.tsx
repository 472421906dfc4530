import Typography from '@mui/material/Typography';
import { blocklistTexts as texts } from '@vitrina/contracts/blocklist-texts';
import { useState } from 'react';
import { RequirePermission } from '../../../shared/shop/require-permission';
import { usePermissions } from '../../../shared/shop/use-permissions';
import { SettingsListSection } from '../../../shared/ui/settings-list-section';
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
  const [adding, setAdding] = useState(false);
  const { data: entries, error, isLoading } = useBlocklistQuery();
  const { can } = usePermissions();

  return (
    <>
      <SettingsListSection
        title={texts.title}
        description={
          <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
            {texts.description}
          </Typography>
        }
        add={{ label: texts.add, permission: 'orders.write', onClick: () => setAdding(true) }}
        read={{ isLoading, error, items: entries }}
        texts={texts}
      >
        {(listed) => <BlockedEntries entries={listed} withDelete={can('orders.write')} />}
      </SettingsListSection>
      <AddEntryDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
