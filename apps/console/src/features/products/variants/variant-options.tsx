import { variantMessages } from '@vitrina/contracts/variant-messages';
import CloseIcon from '@mui/icons-material/CloseRounded';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import { VARIANT_LIMITS } from '@vitrina/contracts/limits';
import type { VariantOption } from '@vitrina/contracts/variants';
import { FormSection } from '../components/form-section';
import { withOption, withoutOption, withValueToggled } from './option-edits';
import { variantTexts as texts } from './variant-texts';

interface VariantOptionsProps {
  /** The product's, in its order, each with all its values. */
  characteristics: readonly Characteristic[];
  options: VariantOption[];
  editOptions: (change: (options: VariantOption[]) => VariantOption[]) => void;
  /** What the server said of an option, by its place, at the last save. */
  refused: ReadonlyMap<number, string>;
  readOnly: boolean;
}

/** Up to three of the product's characteristics, each with the values its variants combine. */
export function VariantOptions(props: VariantOptionsProps) {
  const { characteristics, options, editOptions, refused, readOnly } = props;
  if (characteristics.length === 0) {
    return (
      <FormSection title={texts.options}>
        <Typography sx={{ color: 'text.secondary' }}>{texts.noCharacteristics}</Typography>
      </FormSection>
    );
  }
  const used = new Set(options.map((option) => option.characteristic_id));
  const unused = characteristics.filter(({ id, values }) => !used.has(id) && values.length > 0);

  return (
    <FormSection title={texts.options}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.optionsHint}
      </Typography>
      {options.map((option, place) => {
        const characteristic = characteristics.find(({ id }) => id === option.characteristic_id);
        if (!characteristic) return null;
        const empty = option.value_ids.length === 0;
        return (
          <OptionValues
            key={characteristic.id}
            characteristic={characteristic}
            chosen={option.value_ids}
            onToggle={(valueId) =>
              editOptions((current) => withValueToggled(current, characteristic, valueId))
            }
            onRemove={() => editOptions((current) => withoutOption(current, characteristic.id))}
            problem={empty ? variantMessages.optionValuesRequired : refused.get(place)}
          />
        );
      })}
      <AddOption
        unused={unused}
        full={options.length >= VARIANT_LIMITS.optionsMax}
        onAdd={(characteristic) => editOptions((current) => withOption(current, characteristic))}
        disabled={readOnly}
      />
    </FormSection>
  );
}

interface OptionValuesProps {
  characteristic: Characteristic;
  chosen: readonly number[];
  onToggle: (valueId: number) => void;
  onRemove: () => void;
  problem: string | undefined;
}

/** An option: its title, and its values as chips that tick on and off. */
function OptionValues({ characteristic, chosen, onToggle, onRemove, problem }: OptionValuesProps) {
  const { title, values } = characteristic;
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <IconButton aria-label={texts.removeOption(title)} onClick={onRemove}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack
        role="group"
        aria-label={texts.optionValues(title)}
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap' }}
      >
        {values.map(({ id, value }) => {
          const checked = chosen.includes(id);
          return (
            // A native button, so the read-only fieldset disables it as it does the rest.
            <Chip
              key={id}
              component="button"
              type="button"
              nativeButton
              role="checkbox"
              aria-checked={checked}
              label={value}
              color={checked ? 'primary' : 'default'}
              variant={checked ? 'filled' : 'outlined'}
              onClick={() => onToggle(id)}
            />
          );
        })}
      </Stack>
      {problem && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {problem}
        </Typography>
      )}
    </Stack>
  );
}

interface AddOptionProps {
  unused: readonly Characteristic[];
  full: boolean;
  onAdd: (characteristic: Characteristic) => void;
  disabled: boolean;
}

function AddOption({ unused, full, onAdd, disabled }: AddOptionProps) {
  return (
    <TextField
      select
      size="small"
      label={texts.addOption}
      value=""
      onChange={(event) => onAdd(unused.find(({ id }) => id === Number(event.target.value))!)}
      disabled={disabled || full || unused.length === 0}
      helperText={full ? variantMessages.tooManyOptions : undefined}
      sx={{ maxWidth: 360 }}
    >
      {unused.map(({ id, title }) => (
        <MenuItem key={id} value={id}>
          {title}
        </MenuItem>
      ))}
    </TextField>
  );
}
