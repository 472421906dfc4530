import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { mainValuesSchema, type Characteristic } from '@vitrina/contracts/characteristics';
import { useCheckedIds } from '../../../shared/ui/use-checked-ids';
import { characteristicTexts as texts } from './characteristic-texts';
import { CheckList } from './check-list';
import { useSetMainValuesMutation } from './characteristics-api';
import { EmptyState } from './empty-state';

interface MainValuesFormProps {
  productId: number;
  characteristic: Characteristic;
  /** To mode editCharacteristic. */
  onEdit: () => void;
  onClose: () => void;
}

/**
 * Mode editMains: every value of the characteristic, the product's main ones ticked. It saves
 * with at least one ticked (spec §5), so 'Сохранить' waits for one.
 */
export function MainValuesForm({
  productId,
  characteristic,
  onEdit,
  onClose,
}: MainValuesFormProps) {
  const { values } = characteristic;
  const mains = useCheckedIds(() => values.filter((value) => value.main_value).map(({ id }) => id));
  const [setMainValues, { isLoading }] = useSetMainValuesMutation();
  const choice = mainValuesSchema.safeParse({ values_id: [...mains.checked] });

  const save = async () => {
    if (!choice.success) return;
    const target = { productId, characteristicId: characteristic.id, ...choice.data };
    const { error } = await setMainValues(target);
    if (error) {
      console.error('The main values were not saved', error); // spec §8: only logged
      return;
    }
    onClose();
  };

  return (
    <>
      <DialogContent>
        {values.length === 0 ? (
          <EmptyState title={texts.noValues} hint={texts.createFirstValue} />
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.mainsHint}
            </Typography>
            <CheckList
              label={texts.values}
              options={values.map(({ id, value }) => ({ id, label: value }))}
              checked={mains.checked}
              onToggle={mains.toggle}
              disabled={isLoading}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap' }}>
        <Button onClick={onEdit} disabled={isLoading} sx={{ mr: 'auto' }}>
          {texts.edit}
        </Button>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button
          variant="contained"
          disabled={!choice.success}
          loading={isLoading}
          onClick={() => void save()}
        >
          {texts.save}
        </Button>
      </DialogActions>
    </>
  );
}
