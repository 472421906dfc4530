// What the API says of a session: plain values in a module of their own, so the console's first
// bundle tells a session's refusal from a role's without the rest of `messages`.
export const sessionMessages = {
  /** 401 detail of a missing or expired access token; the console refreshes it. */
  unauthorized: 'Требуется авторизация',
  /** 403 detail when a refresh token was already rotated. */
  tokensMismatch: 'Токены не совпадают!',
  /** 403 detail of a refresh without a live session (no cookie, expired or revoked). */
  sessionEnded: 'Сессия завершена. Войдите снова.',
  /** Server message of POST /logout. */
  signedOut: 'Вы вышли из аккаунта',
} as const;
