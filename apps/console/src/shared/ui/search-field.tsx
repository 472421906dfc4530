import SearchIcon from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box of the list screens: it filters their cards as the merchant types. */
export function SearchField({ value, onChange }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      placeholder="Поиск"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': 'Поиск' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: 1, maxWidth: 480 }}
    />
  );
}
