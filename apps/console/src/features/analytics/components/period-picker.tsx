import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { AnalyticsQuery } from '@vitrina/contracts/analytics';
import { useState } from 'react';
import { useShopTime } from '../../../shared/shop/use-shop-time';
import { OutlinedTextField } from '../../../shared/ui/form/outlined-text-field';
import { PERIOD_PRESETS, presetOf, presetPeriod, type PeriodPreset } from '../analytics-filters';

const CUSTOM = 'custom';

interface PeriodPickerProps {
  period: Pick<AnalyticsQuery, 'from' | 'to'>;
  onChange: (period: Partial<Pick<AnalyticsQuery, 'from' | 'to'>>) => void;
}

/** 7, 30 or 90 days ending today, or the merchant's own days «С» – «По» (the shop's days). */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const today = useShopTime().today();
  const [custom, setCustom] = useState(() => presetOf(period, today) === undefined);
  const selected = custom ? CUSTOM : String(presetOf(period, today));

  const select = (_event: unknown, value: string | null) => {
    if (value === null) return;
    setCustom(value === CUSTOM);
    if (value !== CUSTOM) onChange(presetPeriod(Number(value) as PeriodPreset, today));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        aria-label="Период"
        size="small"
        exclusive
        value={selected}
        onChange={select}
        sx={{ flexWrap: 'wrap' }}
      >
        {PERIOD_PRESETS.map((days) => (
          <ToggleButton key={days} value={String(days)}>
            {days} дней
          </ToggleButton>
        ))}
        <ToggleButton value={CUSTOM}>Свой период</ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Stack direction="row" sx={{ gap: 1 }}>
          <DayField label="С" value={period.from} onChange={(from) => onChange({ from })} />
          <DayField label="По" value={period.to} onChange={(to) => onChange({ to })} />
        </Stack>
      )}
    </Stack>
  );
}

interface DayFieldProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
}

/** A browser's date input; a day half typed is empty and changes nothing. */
function DayField({ label, value, onChange }: DayFieldProps) {
  return (
    <OutlinedTextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => event.target.value && onChange(event.target.value)}
      shrinkLabel
      fullWidth={false}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
}
