import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { productMainValuesSchema, type Characteristic } from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import { useId, useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { characteristicTexts as texts } from './characteristic-texts';
import { CheckList } from './check-list';
import { useSetProductMainValuesMutation } from './characteristics-api';

interface AllMainValuesDialogProps {
  open: boolean;
  onClose: () => void;
  productId: number;
  /** The product's characteristics in the order shown, its main values marked. */
  characteristics: readonly Characteristic[];
}

/** «Редактировать»: the main values of every characteristic of the product, in one dialog. */
export function AllMainValuesDialog({ open, onClose, ...props }: AllMainValuesDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={texts.mainsDialog} maxWidth="sm">
      <AllMainValuesForm {...props} onClose={onClose} />
    </AppDialog>
  );
}

type Choice = ReadonlyMap<number, ReadonlySet<number>>;

const mainIdsOf = (characteristic: Characteristic) =>
  new Set(characteristic.values.filter((value) => value.main_value).map(({ id }) => id));

const sameIds = (one: ReadonlySet<number>, other: ReadonlySet<number>) =>
  one.size === other.size && [...one].every((id) => other.has(id));

/**
 * Each characteristic's values to tick. Only those changed are sent, in one call and one
 * transaction; like the dialog of one (spec §5), a changed one keeps at least one main value,
 * and 'Сохранить' waits until every change can be saved. A refused save is only logged (spec §8).
 */
function AllMainValuesForm({
  productId,
  characteristics,
  onClose,
}: Omit<AllMainValuesDialogProps, 'open'>) {
  const [chosen, setChosen] = useState<Choice>(
    () =>
      new Map(
        characteristics.map((characteristic) => [characteristic.id, mainIdsOf(characteristic)]),
      ),
  );
  const [setMainValues, { isLoading }] = useSetProductMainValuesMutation();
  const chosenOf = (characteristic: Characteristic) => chosen.get(characteristic.id) ?? new Set();
  const changed = characteristics.filter(
    (characteristic) => !sameIds(chosenOf(characteristic), mainIdsOf(characteristic)),
  );
  const choice = productMainValuesSchema.safeParse({
    characteristics: changed.map((characteristic) => ({
      characteristic_id: characteristic.id,
      values_id: [...chosenOf(characteristic)],
    })),
  });

  const toggle = (characteristicId: number, valueId: number) =>
    setChosen((current) => {
      const values = new Set(current.get(characteristicId));
      if (!values.delete(valueId)) values.add(valueId);
      return new Map(current).set(characteristicId, values);
    });

  const save = async () => {
    if (!choice.success) return;
    const { error } = await setMainValues({ productId, ...choice.data });
    if (error) {
      console.error('The main values were not saved', error);
      return;
    }
    onClose();
  };

  return (
    <>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {texts.mainsDialogHint}
        </Typography>
        <Stack sx={{ gap: 2 }}>
          {characteristics.map((characteristic) => (
            <CharacteristicChoice
              key={characteristic.id}
              characteristic={characteristic}
              checked={chosenOf(characteristic)}
              emptied={changed.includes(characteristic) && chosenOf(characteristic).size === 0}
              onToggle={(valueId) => toggle(characteristic.id, valueId)}
              disabled={isLoading}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap' }}>
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

interface CharacteristicChoiceProps {
  characteristic: Characteristic;
  checked: ReadonlySet<number>;
  /** Its main values were all unticked: it needs one. */
  emptied: boolean;
  onToggle: (valueId: number) => void;
  disabled: boolean;
}

function CharacteristicChoice(props: CharacteristicChoiceProps) {
  const { characteristic, checked, emptied, onToggle, disabled } = props;
  const problemId = useId();
  return (
    <Stack component="section" aria-label={characteristic.title} sx={{ gap: 0.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {characteristic.title}
      </Typography>
      {characteristic.values.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {texts.noValuesYet}
        </Typography>
      ) : (
        <CheckList
          label={texts.mainValues(characteristic.title)}
          options={characteristic.values.map(({ id, value }) => ({ id, label: value }))}
          checked={checked}
          onToggle={onToggle}
          disabled={disabled}
          describedBy={emptied ? problemId : undefined}
        />
      )}
      {emptied && (
        <FormHelperText id={problemId} error>
          {messages.characteristic.mainValuesRequired}
        </FormHelperText>
      )}
    </Stack>
  );
}
