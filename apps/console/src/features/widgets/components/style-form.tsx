import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Widget } from '@vitrina/contracts/platform';
import { WIDGET_STYLE_LIMITS } from '@vitrina/contracts/widget-style';
import { STYLE_SAVED } from '@vitrina/contracts/widget-style-labels';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { lookOf, lookSchema, type WidgetLook } from './style-parts';
import { useSaveStyle } from './use-save-style';

const COLUMN_CHOICES = Array.from(
  { length: WIDGET_STYLE_LIMITS.columnsMax - WIDGET_STYLE_LIMITS.columnsMin + 1 },
  (_, index) => WIDGET_STYLE_LIMITS.columnsMin + index,
);

/**
 * The look's form state, held by the tab so its preview follows the values as they change. Every
 * setting is saved, defaults included, so the showcase keeps its look if they change.
 */
export const useStyleForm = (widget: Widget) =>
  useForm<WidgetLook>({ defaultValues: lookOf(widget), resolver: zodResolver(lookSchema) });

interface StyleFormProps {
  widget: Widget;
  form: UseFormReturn<WidgetLook>;
}

/**
 * The style tab's settings: accent colour, columns on a desktop, button text, description shown.
 * «Сохранить» stays at the end of the first row however the fields wrap, and says when it saved.
 */
export function StyleForm({ widget, form: { control, handleSubmit, setError } }: StyleFormProps) {
  const { savePart, isSaving } = useSaveStyle<WidgetLook>(widget, STYLE_SAVED);
  const submit = handleSubmit((look) =>
    savePart(look, (field, message) => setError(field, { message })),
  );

  return (
    <Stack
      component="form"
      aria-label="Настройки стиля"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: 'flex-start' }}
    >
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
        <FormTextField
          control={control}
          name="accent_color"
          label="Цвет акцента"
          sx={{ width: 160 }}
        />
        <Controller
          control={control}
          name="columns"
          render={({ field }) => (
            <TextField
              select
              label="Колонок на компьютере"
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value))}
              sx={{ width: 200 }}
            >
              {COLUMN_CHOICES.map((columns) => (
                <MenuItem key={columns} value={columns}>
                  {columns}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="button_text"
          label="Текст кнопки"
          sx={{ width: 220 }}
        />
        <Controller
          control={control}
          name="show_description"
          render={({ field }) => (
            <FormControlLabel
              label="Показывать описание"
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              sx={{ height: 56 }}
            />
          )}
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        loading={isSaving}
        sx={{ height: 56, flexShrink: 0 }}
      >
        Сохранить
      </Button>
    </Stack>
  );
}
