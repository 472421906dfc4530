import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { messages } from '@vitrina/contracts/messages';
import { widgetStyleSchema, type Widget } from '@vitrina/contracts/platform';
import {
  WIDGET_STYLE_LIMITS,
  widgetStyleOf,
  type WidgetStyle,
} from '@vitrina/contracts/widget-style';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { refusalOfField } from '../../../shared/api/payment-connection';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { FormTextField } from '../../../shared/ui/form/form-text-field';
import { useSetWidgetStyleMutation } from '../api/widgets-api';
import { OnlinePaymentField } from './online-payment-field';
import { OrderFlowFields } from './order-flow-fields';
import { showToast } from '../../../shared/ui/toasts/show-toast';

const COLUMN_CHOICES = Array.from(
  { length: WIDGET_STYLE_LIMITS.columnsMax - WIDGET_STYLE_LIMITS.columnsMin + 1 },
  (_, index) => WIDGET_STYLE_LIMITS.columnsMin + index,
);

/** Every setting is saved, defaults included, so the showcase keeps its look if they change. */
const styleFormSchema = widgetStyleSchema.required();

/** The style form's state, held by the tab so its preview follows the values as they change. */
export const useStyleForm = (widget: Widget) =>
  useForm<WidgetStyle>({
    defaultValues: widgetStyleOf(widget.style),
    resolver: zodResolver(styleFormSchema),
  });

interface StyleFormProps {
  widgetId: number;
  form: UseFormReturn<WidgetStyle>;
}

/**
 * The style tab's settings: accent colour, columns on a desktop, button text, description shown,
 * how a buyer orders, and whether they pay online. A refusal of online payment (no provider
 * connected) shows at its switch; any other in a toast.
 */
export function StyleForm({ widgetId, form: { control, handleSubmit, setError } }: StyleFormProps) {
  const [save, { isLoading }] = useSetWidgetStyleMutation();

  const submit = handleSubmit(async (style) => {
    const { error } = await save({ widgetId, ...style });
    if (!error) return;
    const paymentRefusal = refusalOfField(error, 'online_payment');
    if (paymentRefusal) setError('online_payment', { message: paymentRefusal });
    else void showToast(serverDetailOf(error) ?? messages.widget.saveFailed, { variant: 'error' });
  });

  return (
    <Stack
      component="form"
      aria-label="Настройки стиля"
      noValidate
      onSubmit={submit}
      direction="row"
      sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
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
      <OrderFlowFields control={control} />
      <OnlinePaymentField control={control} />
      <Button type="submit" variant="contained" loading={isLoading} sx={{ height: 56 }}>
        Сохранить
      </Button>
    </Stack>
  );
}
