import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@vitrina/contracts/messages';
import { useState, type FormEvent } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { useCheckInstallMutation } from '../api/widgets-api';
import { Allowed } from '../../../shared/shop/allowed';

/** 'Проверить установку': the server fetches the page the merchant names and looks for both snippets. */
export function InstallCheck({ widgetId }: { widgetId: number }) {
  const [link, setLink] = useState('');
  const [check, { data, error, isLoading, reset }] = useCheckInstallMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    void check({ widgetId, link });
  }

  return (
    <Stack
      component="form"
      aria-label="Проверка установки"
      noValidate
      onSubmit={submit}
      sx={{ gap: 1 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Ссылка на страницу с виджетом"
          placeholder="https://example.ru/catalog"
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            reset();
          }}
          sx={{ flex: 1, minWidth: 240 }}
        />
        <Allowed permission="widgets.write">
          <Button type="submit" variant="outlined" loading={isLoading} sx={{ height: 56 }}>
            Проверить установку
          </Button>
        </Allowed>
      </Stack>
      {data && (
        <Alert severity={data.script_found && data.container_found ? 'success' : 'warning'}>
          {data.detail}
        </Alert>
      )}
      {error && (
        <Alert severity="error">{serverDetailOf(error) ?? messages.verification.unreachable}</Alert>
      )}
    </Stack>
  );
}
