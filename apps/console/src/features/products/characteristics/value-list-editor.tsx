import AddIcon from '@mui/icons-material/AddRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { characteristicTexts as texts } from './characteristic-texts';
import type { ValueDrafts } from './use-value-drafts';

interface ValueListEditorProps {
  values: ValueDrafts;
  disabled?: boolean;
}

/** 'Добавить значение' and the values' inputs under it, each with its delete button. */
export function ValueListEditor({ values, disabled }: ValueListEditorProps) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Button
        startIcon={<AddIcon />}
        onClick={values.add}
        disabled={disabled || values.full}
        sx={{ alignSelf: 'flex-start' }}
      >
        {texts.addValue}
      </Button>
      <Stack
        component="ul"
        aria-label={texts.values}
        sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {values.drafts.map((draft, index) => (
          <Stack
            component="li"
            key={draft.id}
            direction="row"
            sx={{ gap: 1, alignItems: 'center' }}
          >
            <TextField
              value={draft.value}
              onChange={(event) => values.change(draft.id, event.target.value)}
              inputRef={values.inputRef(draft.id)}
              placeholder={texts.valuePlaceholder}
              disabled={disabled}
              size="small"
              fullWidth
              slotProps={{
                htmlInput: {
                  'aria-label': texts.value(index + 1),
                  maxLength: CHARACTERISTIC_LIMITS.valueMaxLength,
                },
              }}
            />
            <IconButton
              aria-label={texts.removeValue(index + 1)}
              onClick={() => values.remove(draft.id)}
              disabled={disabled}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
