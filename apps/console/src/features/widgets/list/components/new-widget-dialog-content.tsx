import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Site, Widget } from '@vitrina/contracts/platform';
import { paths } from '@vitrina/contracts/console-paths';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate } from 'react-router';
import { useSitesWithWidgetsQuery } from '../../../../shared/api/site-reads';
import { CreateWidgetForm } from '../../../../shared/ui/create-widget-form';
import { AppDialog } from '../../../../shared/ui/dialog/app-dialog';
import { DialogNotice } from '../../../../shared/ui/dialog/dialog-notice';
import { FailureAlert } from '../../../../shared/ui/failure-alert';
import { WRAP_LONG_WORDS } from '../../../../shared/ui/long-words';
import { NEW_WIDGET_TEXTS as TEXTS } from '../new-widget-texts';
import { SiteChoice } from './site-choice';

export interface NewWidgetDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Loaded lazily by new-widget-dialog.tsx. */
export default function NewWidgetDialogContent({ open, onClose }: NewWidgetDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={TEXTS.title}>
      <NewWidgetSteps onClose={onClose} />
    </AppDialog>
  );
}

/**
 * The site first (unless the shop has one only), then the site page's form; the new widget's
 * editor opens once it is created.
 */
function NewWidgetSteps({ onClose }: { onClose: () => void }) {
  const { data: sites, isLoading, error } = useSitesWithWidgetsQuery();
  const [chosen, setChosen] = useState<Site>();
  const navigate = useNavigate();

  if (isLoading) {
    return (
      <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Загрузка" />
      </DialogContent>
    );
  }
  if (!sites) {
    return (
      <DialogNotice onClose={onClose}>
        <FailureAlert message={TEXTS.sitesFailed} error={error} />
      </DialogNotice>
    );
  }
  if (sites.length === 0) {
    return (
      <DialogNotice onClose={onClose} closeLabel="Отменить">
        <Typography sx={{ mb: 2 }}>{TEXTS.noSites}</Typography>
        <Button component={RouterLink} to={paths.sites} variant="outlined">
          {TEXTS.toSites}
        </Button>
      </DialogNotice>
    );
  }
  const site = chosen ?? (sites.length === 1 ? sites[0] : undefined);
  if (!site) return <SiteChoice sites={sites} onChoose={setChosen} onCancel={onClose} />;

  const openEditor = (widget: Widget) =>
    void navigate(
      generatePath(paths.widget, { siteId: String(site.id), widgetId: String(widget.id) }),
    );
  return (
    <>
      <DialogContent sx={{ pb: 0 }}>
        <Typography sx={{ color: 'text.secondary', ...WRAP_LONG_WORDS }}>
          {TEXTS.siteChosen(site.title)}
        </Typography>
      </DialogContent>
      <CreateWidgetForm
        siteId={site.id}
        onClose={onClose}
        onBack={chosen ? () => setChosen(undefined) : undefined}
        onCreated={openEditor}
        submitLabel={TEXTS.create}
      />
    </>
  );
}
