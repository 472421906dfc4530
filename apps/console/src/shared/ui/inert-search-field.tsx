import SearchIcon from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** The search box of the list screens. The spec keeps it inert: it filters nothing yet. */
export function InertSearchField() {
  return (
    <TextField
      size="small"
      placeholder="Поиск"
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
