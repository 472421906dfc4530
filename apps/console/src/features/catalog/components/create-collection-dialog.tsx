import type { CollectionType } from '@vitrina/contracts/enums';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { CollectionTypeStep } from './collection-type-step';
import { NewCollectionForm } from './new-collection-form';

interface CreateCollectionDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Step 1 picks the type, step 2 asks for the title and description; Назад returns to step 1. */
export function CreateCollectionDialog({ open, onClose }: CreateCollectionDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Создать коллекцию">
      <CreateCollectionSteps onClose={onClose} />
    </AppDialog>
  );
}

function CreateCollectionSteps({ onClose }: Pick<CreateCollectionDialogProps, 'onClose'>) {
  const [type, setType] = useState<CollectionType | null>(null);
  if (type === null) return <CollectionTypeStep onPick={setType} onCancel={onClose} />;
  return <NewCollectionForm type={type} onBack={() => setType(null)} onClose={onClose} />;
}
