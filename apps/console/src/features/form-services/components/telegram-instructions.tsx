import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTelegramBotQuery } from '../api/form-services-api';
import { FIELD_LABELS } from '../form-services-texts';

/** `start=connect` opens the chat with the bot and offers the Start button at once. */
const botLink = (username: string) => `https://t.me/${username}?start=connect`;

/** Step 1 of the Telegram dialog: how the provider's bot gives the keys (spec §2.9). */
export function TelegramInstructions() {
  const { data: bot } = useTelegramBotQuery();
  const username = bot?.username;
  return (
    <Box component="ol" aria-label="Как подключить Telegram" sx={{ m: 0, pl: 2.5 }}>
      <li>
        Откройте в Telegram бота{' '}
        {username ? (
          <Link href={botLink(username)} target="_blank" rel="noopener noreferrer">
            @{username}
          </Link>
        ) : (
          'Vitrina'
        )}{' '}
        или добавьте его в группу.
      </li>
      <li>Отправьте боту команду /start.</li>
      <li>Дождитесь ответа: бот покажет API key и Secret key.</li>
      <li>
        Скопируйте оба ключа. API key вставьте в поле «{FIELD_LABELS.apiKey}» ниже; Secret key
        сохраните: с ним в чате можно посмотреть подключённые магазины и отключить их.
      </li>
    </Box>
  );
}
