import SearchIcon from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box of the list screens: it filters their cards as the merchant types. An outlined
 * input without TextField, which would bring Select, Menu and Popover to every list screen's
 * first load (decision 0038).
 */
export function SearchField({ value, onChange }: SearchFieldProps) {
  return (
    <OutlinedInput
      type="search"
      size="small"
      placeholder="Поиск"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ input: { 'aria-label': 'Поиск' } }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      sx={{ flex: 1, maxWidth: 480 }}
    />
  );
}
