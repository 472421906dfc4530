import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { useId } from 'react';
import { useViewport } from '../../../shared/ui/shell/use-viewport';
import { isImportActive } from '../api/catalog-import-api';
import { ChooseFileStep } from './choose-file-step';
import { ProgressStep } from './progress-step';
import { ResultStep } from './result-step';
import { ReviewStep } from './review-step';
import { useImportFlow, type ImportFlow } from './use-import-flow';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  collectionId: number;
  /** An apply has started: the page shows its progress once the dialog is closed. */
  onApplyStarted: (jobId: number) => void;
}

/**
 * «Импорт товаров»: a file is chosen and checked, its columns mapped, then applied. Full screen
 * on a phone. Loaded on first use: the collection page does not carry it (decision 0038).
 */
export default function ImportDialog({
  open,
  onClose,
  collectionId,
  onApplyStarted,
}: ImportDialogProps) {
  const flow = useImportFlow(collectionId, onApplyStarted);
  const titleId = useId();
  const phone = useViewport() === 'mobile';
  const close = () => {
    flow.leave();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{importTexts.dialogTitle}</DialogTitle>
      <ImportStep flow={flow} onClose={close} />
    </Dialog>
  );
}

function ImportStep({ flow, onClose }: { flow: ImportFlow; onClose: () => void }) {
  const { job } = flow;
  if (flow.jobId === null && !flow.sending) {
    return <ChooseFileStep refusal={flow.refusal} onChoose={flow.choose} onCancel={onClose} />;
  }
  if (flow.sending || !job || isImportActive(job.status)) {
    return <ProgressStep flow={flow} onClose={onClose} />;
  }
  if (job.mode === 'apply') return <ResultStep job={job} onClose={onClose} />;
  return <ReviewStep key={job.id} job={job} flow={flow} onCancel={onClose} />;
}
