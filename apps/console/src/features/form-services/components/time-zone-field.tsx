import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { timeZoneNamed, zoneLabel, zoneOffsetMs } from '@vitrina/contracts/time-zone';
import { zonePlace } from '@vitrina/contracts/time-zone-places';
import { useMemo } from 'react';
import { SHOP_SETTINGS_TEXTS as TEXTS } from '../form-services-texts';

interface ZoneOption {
  zone: string;
  /** «Екатеринбург, GMT+5 · Asia/Yekaterinburg»: searched by the place and the IANA name. */
  label: string;
  offsetMs: number;
}

function optionOf(zone: string, now: Date): ZoneOption {
  return {
    zone,
    label: `${zonePlace(zone)}, ${zoneLabel(zone, now)} · ${zone}`,
    offsetMs: zoneOffsetMs(now, zone),
  };
}

/** Every zone the browser knows, and the shop's own when the browser names it otherwise, west to east. */
function zoneOptions(current: string): ZoneOption[] {
  const now = new Date();
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(current);
  return [...zones]
    .filter((zone) => timeZoneNamed(zone))
    .map((zone) => optionOf(zone, now))
    .sort((a, b) => a.offsetMs - b.offsetMs || a.label.localeCompare(b.label, 'ru'));
}

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
}

/** The shop's time zone, chosen from a list searched by a city's name in Russian or by IANA's. */
export function TimeZoneField({ value, onChange }: TimeZoneFieldProps) {
  const options = useMemo(() => zoneOptions(value), [value]);
  const selected = options.find((option) => option.zone === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => option && option.zone !== value && onChange(option.zone)}
      isOptionEqualToValue={(option, chosen) => option.zone === chosen.zone}
      disableClearable={selected !== null}
      noOptionsText={TEXTS.timeZoneNotFound}
      renderInput={(params) => (
        <TextField {...params} label={TEXTS.timeZoneLabel} helperText={TEXTS.timeZoneHint} />
      )}
      sx={{ maxWidth: 560 }}
    />
  );
}
