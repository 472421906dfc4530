import Button from '@mui/material/Button';
import type { Site } from '@vitrina/contracts/platform';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { ConfirmedDomainButton } from './confirmed-domain-button';
import { Allowed } from '../../../shared/shop/allowed';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';

// The steps and their form load when the browser idles, for the dialog's opening (decision 0072).
const OwnershipSteps = lazyWhenIdle(() =>
  import('./ownership-steps').then((module) => ({ default: module.OwnershipSteps })),
);

/**
 * 'Подтверждена', which tells what that means, once the domain is confirmed; otherwise 'Подтвердите площадку',
 * which opens the four-step ownership dialog. A site without a domain has nothing to confirm.
 */
export function OwnershipButton({ site }: { site: Site }) {
  const [open, setOpen] = useState(false);
  const domain = site.domains?.[0];

  if (domain?.is_confirmed) return <ConfirmedDomainButton domain={domain.link_domain} />;
  return (
    <>
      <Allowed permission="sites.write">
        <Button variant="outlined" disabled={!domain} onClick={() => setOpen(true)}>
          Подтвердите площадку
        </Button>
      </Allowed>
      {domain && (
        <AppDialog
          open={open}
          onClose={() => setOpen(false)}
          title="Подтверждение площадки"
          maxWidth="sm"
        >
          <OwnershipSteps siteId={site.id} domain={domain} onClose={() => setOpen(false)} />
        </AppDialog>
      )}
    </>
  );
}
