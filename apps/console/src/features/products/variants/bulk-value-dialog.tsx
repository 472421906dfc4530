import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { variantInputSchema } from '@vitrina/contracts/variants';
import { useState } from 'react';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { DialogForm } from '../../../shared/ui/dialog/dialog-form';
import { withoutLeadingZeros } from '../components/number-field';
import { amount } from '../product-form/product-form-values';
import { variantTexts as texts } from './variant-texts';

/** The fields set for many rows at once; a blank is the product's price, or no stock. */
const BULK_FIELDS = {
  price: {
    title: texts.setPrice,
    label: texts.price,
    hint: texts.samePriceHint,
    schema: variantInputSchema.shape.price,
    step: 'any',
  },
  stock: {
    title: texts.setStock,
    label: texts.stock,
    hint: ' ',
    schema: variantInputSchema.shape.stock,
    step: 1,
  },
} as const;

export type BulkField = keyof typeof BULK_FIELDS;

interface BulkValueDialogProps {
  open: boolean;
  field: BulkField;
  /** How many rows the value goes to. */
  count: number;
  onSet: (text: string) => void;
  onClose: () => void;
}

/** «Установить цену» or «Установить остаток» for the rows shown. */
export function BulkValueDialog({ open, field, ...props }: BulkValueDialogProps) {
  return (
    <AppDialog open={open} onClose={props.onClose} title={BULK_FIELDS[field].title}>
      <BulkValueForm field={field} {...props} />
    </AppDialog>
  );
}

function BulkValueForm({ field, count, onSet, onClose }: Omit<BulkValueDialogProps, 'open'>) {
  const { label, hint, schema, step } = BULK_FIELDS[field];
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const problem = schema.safeParse(amount(text, null)).error?.issues[0]?.message;
  const shownProblem = tried ? problem : undefined;

  const submit = () => {
    setTried(true);
    if (problem) return;
    onSet(text.trim());
    onClose();
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} pending={false} submitLabel={texts.set}>
      <Typography>{texts.setFor(count)}</Typography>
      <TextField
        autoFocus
        type="number"
        label={label}
        value={text}
        onChange={(event) => setText(withoutLeadingZeros(event.target.value))}
        error={shownProblem !== undefined}
        helperText={shownProblem ?? hint}
        fullWidth
        slotProps={{ htmlInput: { min: 0, step } }}
      />
    </DialogForm>
  );
}
