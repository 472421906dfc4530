import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import { useCollectionCategoriesQuery } from '../../../shared/api/catalog-reads';
import { CategoryChecklist } from '../../../shared/ui/category-checklist';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { WRAP_LONG_WORDS } from '../../../shared/ui/long-words';
import { EMPTY_SELECTION, type ContentSelection } from '../content-selection';

interface CategoriesStepProps {
  collectionId: number;
  selection: ContentSelection;
  onChange: (selection: ContentSelection) => void;
  onBack: () => void;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  /** Why the last save failed, under the list. */
  failure: string | null;
}

/** Step 2: the whole collection, or some of its categories. */
export function CategoriesStep(props: CategoriesStepProps) {
  const { collectionId, selection, onChange, onBack, onCancel, onSave, saving, failure } = props;
  const { data: collection, isLoading, error } = useCollectionCategoriesQuery(collectionId);
  const toggleCategory = (id: number) => {
    const categoryIds = new Set(selection.categoryIds);
    if (!categoryIds.delete(id)) categoryIds.add(id);
    onChange({ ...selection, categoryIds });
  };

  return (
    <>
      <DialogContent>
        {isLoading && <LinearProgress aria-label="Загрузка" />}
        {error && <FailureAlert message={messages.product.loadFailed} error={error} />}
        {collection && (
          <Typography variant="subtitle1" sx={{ ...WRAP_LONG_WORDS, fontWeight: 600 }}>
            {collection.title}
          </Typography>
        )}
        <FormGroup aria-label="Категории">
          <FormControlLabel
            label="Выбрать все товары коллекции"
            control={
              <Checkbox
                checked={selection.allProducts}
                onChange={(_event, allProducts) => onChange({ ...selection, allProducts })}
              />
            }
          />
          <Divider sx={{ my: 1 }} />
          <CategoryChecklist
            nodes={collection?.categories ?? []}
            checked={selection.categoryIds}
            onToggle={toggleCategory}
            disabled={selection.allProducts}
          />
        </FormGroup>
        {failure && <FailureAlert message={failure} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap' }}>
        <Button onClick={onBack} sx={{ mr: 'auto' }}>
          Назад
        </Button>
        <Button onClick={() => onChange(EMPTY_SELECTION)}>Очистить</Button>
        <Button onClick={onCancel}>Отменить</Button>
        <Button variant="contained" loading={saving} onClick={onSave}>
          Сохранить
        </Button>
      </DialogActions>
    </>
  );
}
