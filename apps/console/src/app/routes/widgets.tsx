import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

// The widget list is not built yet; the button is there but does nothing.
export function Component() {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
    >
      <Tabs value="all">
        <Tab value="all" label="Все виджеты" />
      </Tabs>
      <Button variant="contained">Все виджеты</Button>
    </Stack>
  );
}
