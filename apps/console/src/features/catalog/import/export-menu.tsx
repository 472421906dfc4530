import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { useState } from 'react';
import { DeferredUntilOpen } from '../../../shared/ui/deferred-until-open';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { useExportCollectionMutation, type CatalogFileFormat } from '../api/catalog-import-api';
import { saveDownload } from './save-download';

// Menu brings Popover and Modal: loaded on the first opening, not with the page (decision 0038).
const ActionsMenuList = lazyWhenIdle(() => import('../../../shared/ui/actions-menu-list'));

const FORMATS = ['csv', 'xlsx'] as const satisfies readonly CatalogFileFormat[];

interface ExportMenuProps {
  collectionId: number;
  /** The collection's title: the saved file's name. */
  title: string;
}

/** «Экспорт»: the collection's products as CSV or Excel, in the columns the import reads. */
export function ExportMenu({ collectionId, title }: ExportMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exportCollection, { isLoading }] = useExportCollectionMutation();
  const actions = FORMATS.map((format) => ({
    label: importTexts.exportFormats[format],
    onSelect: () =>
      void saveDownload(exportCollection({ collectionId, format }), `${title}.${format}`),
  }));
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        loading={isLoading}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {importTexts.exportButton}
      </Button>
      <DeferredUntilOpen open={anchor !== null}>
        <ActionsMenuList anchor={anchor} actions={actions} onClose={() => setAnchor(null)} />
      </DeferredUntilOpen>
    </>
  );
}
