import type { Product } from '@vitrina/contracts/products';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { useCheckedIds } from '../../../shared/ui/use-checked-ids';
import { characteristicTexts as texts } from './characteristic-texts';
import { CreateCharacteristicForm } from './create-characteristic-form';
import { PickCharacteristics } from './pick-characteristics';

interface AddCharacteristicDialogProps {
  open: boolean;
  onClose: () => void;
  product: Product;
}

/** 'Добавить характеристику' (spec §2.8, §4): pick existing characteristics, or create one. */
export function AddCharacteristicDialog({ open, onClose, product }: AddCharacteristicDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={texts.addDialog} maxWidth="sm">
      <AddOrCreate product={product} onClose={onClose} />
    </AppDialog>
  );
}

/** The modes add and create; the picks survive a visit to create, which adds its own. */
function AddOrCreate({ product, onClose }: Omit<AddCharacteristicDialogProps, 'open'>) {
  const [mode, setMode] = useState<'add' | 'create'>('add');
  const picks = useCheckedIds();

  if (mode === 'create') {
    return (
      <CreateCharacteristicForm
        onCancel={() => setMode('add')}
        onCreated={({ id }) => {
          picks.check(id);
          setMode('add');
        }}
      />
    );
  }
  return (
    <PickCharacteristics
      product={product}
      picked={picks.checked}
      onToggle={picks.toggle}
      onCreate={() => setMode('create')}
      onClose={onClose}
    />
  );
}
