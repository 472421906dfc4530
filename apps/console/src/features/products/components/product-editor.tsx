import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Product } from '@vitrina/contracts/products';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { LOADING_TEXT } from '../../../shared/ui/page-loader';
import { useGoBack } from '../../../shared/ui/shell/use-go-back';
import { CharacteristicsTab } from '../characteristics/characteristics-tab';
import { parentPathOf, type EditorPlace } from '../editor-place';
import { useProductForm } from '../product-form/use-product-form';
import { itemsInOrder } from '../sortable/items-in-order';
import { EditorHeader, type DeleteEvents } from './editor-header';
import { EDITOR_TABS, EditorTabs, type EditorTab } from './editor-tabs';
import { GeneralTab } from './general-tab';
import { LeaveConfirmDialog } from './leave-confirm-dialog';
import { ProductSidePanel } from './product-side-panel';
import { SaveChangesDialog } from './save-changes-dialog';
import { UnsavedChangesBar } from './unsaved-changes-bar';
import { useLeaveGuard } from './use-leave-guard';
import { WritableWith } from '../../../shared/shop/writable-with';

// The variants' matrix, list and rules are their own chunk, fetched once the editor is idle.
const VariantsTab = lazyWhenIdle(() => import('../variants/variants-tab'));

const tabLabel = (tab: EditorTab) => EDITOR_TABS.find(({ value }) => value === tab)?.label;

interface ProductEditorProps {
  product: Product;
  place: EditorPlace;
  /** The screen's part in a delete; leaving after it is the editor's. */
  deleteEvents: Omit<DeleteEvents, 'onDeleted'>;
}

/** The loaded product's editor: header, tabs or the unsaved-changes bar, and the card. */
export function ProductEditor({ product, place, deleteEvents }: ProductEditorProps) {
  const form = useProductForm(product);
  const characteristics = itemsInOrder(product.characteristics, form.characteristicIds);
  const [variantsChanged, setVariantsChanged] = useState(false);
  const guard = useLeaveGuard(form.changed || variantsChanged);
  const goBack = useGoBack();
  const [tab, setTab] = useState<EditorTab>('general');
  // Once opened, the variants tab stays on the page, hidden, so its unsaved rows outlive a look
  // at another tab.
  const [variantsOpened, setVariantsOpened] = useState(false);
  if (tab === 'variants' && !variantsOpened) setVariantsOpened(true);
  const [confirmingSave, setConfirmingSave] = useState(false);

  const leave = () => {
    guard.allowLeave();
    goBack(parentPathOf(place));
  };
  const saveAndClose = async () => {
    if (await form.save()) leave();
  };
  const closeDialogThen = (action: () => unknown) => () => {
    setConfirmingSave(false);
    void action();
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <EditorHeader product={product} deleteEvents={{ ...deleteEvents, onDeleted: leave }} />
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 3, alignItems: 'stretch' }}>
        <Stack sx={{ flex: 1, minWidth: 0, gap: 2 }}>
          {form.changed ? (
            <UnsavedChangesBar
              onSaveAndClose={() => void saveAndClose()}
              onSave={() => void form.save()}
              onCancel={() => setConfirmingSave(true)}
              saving={form.saving}
            />
          ) : (
            <EditorTabs value={tab} onChange={setTab} />
          )}
          {/* Named by its label, not by its tab: the bar may stand in the tabs' place. */}
          <Box role="tabpanel" aria-label={tabLabel(tab)}>
            <WritableWith permission="catalog.write">
              {tab === 'general' && <GeneralTab control={form.control} product={product} />}
              {tab === 'characteristics' && (
                <CharacteristicsTab
                  product={product}
                  characteristics={characteristics}
                  onArrange={form.arrangeCharacteristics}
                />
              )}
              {variantsOpened && (
                <Box hidden={tab !== 'variants'}>
                  <Suspense fallback={<Typography role="status">{LOADING_TEXT}</Typography>}>
                    <VariantsTab product={product} onChangedChange={setVariantsChanged} />
                  </Suspense>
                </Box>
              )}
            </WritableWith>
          </Box>
          {/* Options and ligaments are not built: their area is there and empty (spec §2.8). */}
          <Box component="section" aria-label="Опции и связки" />
        </Stack>
        <ProductSidePanel
          control={form.control}
          product={product}
          characteristics={characteristics}
        />
      </Stack>
      <SaveChangesDialog
        open={confirmingSave}
        onClose={() => setConfirmingSave(false)}
        onSave={closeDialogThen(form.save)}
        onReset={closeDialogThen(form.reset)}
      />
      <LeaveConfirmDialog blocker={guard.blocker} />
    </Stack>
  );
}
