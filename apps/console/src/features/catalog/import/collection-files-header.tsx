import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { useCallback, useState, type ReactNode } from 'react';
import { Allowed } from '../../../shared/shop/allowed';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';
import { ExportMenu } from './export-menu';
import { forgetRunningImport, readRunningImport } from './running-import';
import { RunningImportNotice } from './running-import-notice';

// The dialog's steps, tables and selects load when the browser is idle, not with the page.
const ImportDialog = deferUntilOpen(
  () => import('./import-dialog'),
  ({ open }) => open,
);

interface CollectionFilesHeaderProps {
  collectionId: number;
  title: string;
  /** The page's heading, beside which the buttons stand. */
  children: ReactNode;
}

/**
 * The collection's heading with «Импорт» and «Экспорт» beside it, and under it the progress of
 * an apply that goes on with its dialog closed (kept in the browser, so a reload shows it too).
 */
export function CollectionFilesHeader({
  collectionId,
  title,
  children,
}: CollectionFilesHeaderProps) {
  const [open, setOpen] = useState(false);
  // Each opening starts the dialog afresh; closing keeps it for its transition.
  const [openings, setOpenings] = useState(0);
  const [runningId, setRunningId] = useState(() => readRunningImport(collectionId));
  const forget = useCallback(() => {
    forgetRunningImport(collectionId);
    setRunningId(null);
  }, [collectionId]);

  const start = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  // The dialog forgets an apply it has shown to its end.
  const close = () => {
    setOpen(false);
    setRunningId(readRunningImport(collectionId));
  };

  return (
    <>
      <Stack
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        {children}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Allowed permission="catalog.write">
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={start}>
              {importTexts.importButton}
            </Button>
          </Allowed>
          <ExportMenu collectionId={collectionId} title={title} />
        </Stack>
      </Stack>
      {!open && runningId !== null && <RunningImportNotice jobId={runningId} onOver={forget} />}
      <ImportDialog
        key={openings}
        open={open}
        onClose={close}
        collectionId={collectionId}
        onApplyStarted={setRunningId}
      />
    </>
  );
}
