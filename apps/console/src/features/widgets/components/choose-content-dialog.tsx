import type { Widget } from '@vitrina/contracts/platform';
import { useState } from 'react';
import { widgetSaveFailure } from '../../../shared/api/platform-failures';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { useSetShowcaseContentMutation } from '../api/widgets-api';
import { contentIds, selectionFromTags, type ContentSelection } from '../content-selection';
import { CategoriesStep } from './categories-step';
import { CollectionStep } from './collection-step';

interface ChooseContentDialogProps {
  open: boolean;
  onClose: () => void;
  widget: Widget;
}

/** 'Выберите коллекцию': a collection, then all its products or some of its categories. */
export function ChooseContentDialog({ open, onClose, widget }: ChooseContentDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title="Выберите коллекцию" maxWidth="sm">
      <ChooseContentSteps onClose={onClose} widget={widget} />
    </AppDialog>
  );
}

function ChooseContentSteps({ onClose, widget }: Omit<ChooseContentDialogProps, 'open'>) {
  const [collectionId, setCollectionId] = useState<number | null>(null);
  const [selection, setSelection] = useState<ContentSelection | null>(null);
  const [setContent, { isLoading, error }] = useSetShowcaseContentMutation();

  if (collectionId === null || selection === null) {
    const pick = (id: number) => {
      setCollectionId(id);
      setSelection(selectionFromTags(widget.tags ?? [], id));
    };
    return <CollectionStep onPick={pick} onCancel={onClose} />;
  }

  // One showcase per widget today: its content is the widget's content.
  const save = async () => {
    const result = await setContent({
      identifier: widget.showcases[0]!,
      widgetId: widget.id,
      siteId: widget.site_id,
      ids: contentIds(selection, collectionId),
    });
    if (!result.error) onClose();
  };

  return (
    <CategoriesStep
      collectionId={collectionId}
      selection={selection}
      onChange={setSelection}
      onBack={() => setCollectionId(null)}
      onCancel={onClose}
      onSave={() => void save()}
      saving={isLoading}
      failure={error ? contentSaveFailure(error) : null}
    />
  );
}

// An unknown collection or category answers 404 with its reason, which is worth showing too.
const contentSaveFailure = (error: unknown) => serverDetailOf(error) ?? widgetSaveFailure(error);
