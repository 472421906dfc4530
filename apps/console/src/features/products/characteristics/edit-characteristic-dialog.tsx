import type { Characteristic } from '@vitrina/contracts/characteristics';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { CharacteristicForm } from './characteristic-form';
import { MainValuesForm } from './main-values-form';

interface EditCharacteristicDialogProps {
  open: boolean;
  onClose: () => void;
  productId: number;
  /** One of the product's characteristics, its main values marked. */
  characteristic: Characteristic;
}

/** The edit dialog of a row (spec §2.8, §4), named by its characteristic. */
export function EditCharacteristicDialog({
  open,
  onClose,
  ...props
}: EditCharacteristicDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={props.characteristic.title} maxWidth="sm">
      <EditModes {...props} onClose={onClose} />
    </AppDialog>
  );
}

/** The product's main values as the characteristic's edit leaves them: deleted ones go. */
const withMainsOf = (edited: Characteristic, before: Characteristic): Characteristic => ({
  ...edited,
  values: edited.values.map((value) => ({
    ...value,
    main_value: before.values.some(({ id, main_value }) => id === value.id && main_value),
  })),
});

/**
 * Modes editMains and editCharacteristic. After an edit is saved, editMains shows its answer at
 * once, so a value just added can be ticked before the product is loaded again.
 */
function EditModes({
  productId,
  characteristic,
  onClose,
}: Omit<EditCharacteristicDialogProps, 'open'>) {
  const [mode, setMode] = useState<'editMains' | 'editCharacteristic'>('editMains');
  const [shown, setShown] = useState(characteristic);

  if (mode === 'editCharacteristic') {
    return (
      <CharacteristicForm
        characteristic={shown}
        onSaved={(edited) => {
          setShown(withMainsOf(edited, shown));
          setMode('editMains');
        }}
        onCancel={() => setMode('editMains')}
        onDeleted={onClose}
      />
    );
  }
  return (
    <MainValuesForm
      productId={productId}
      characteristic={shown}
      onEdit={() => setMode('editCharacteristic')}
      onClose={onClose}
    />
  );
}
