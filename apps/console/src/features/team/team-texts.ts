// The «Пользователи» screen's own words; the server's refusals and the role labels are in contracts.

export const TEAM_TITLE = 'Пользователи';

export const SECTION_TITLES = {
  members: 'Участники',
  invitations: 'Приглашения',
  journal: 'Журнал действий',
} as const;

export const LOAD_FAILED_TEXTS = {
  members: 'Не удалось загрузить участников',
  invitations: 'Не удалось загрузить приглашения',
  journal: 'Не удалось загрузить журнал действий',
} as const;

export const SAVE_FAILED_TEXT = 'Не удалось сохранить изменения';
export const INVITE_FAILED_TEXT = 'Не удалось отправить приглашение';

export const YOU_MARK = 'Вы';
export const NEVER_ACTIVE_TEXT = 'ещё не заходил';
export const EXPIRED_TEXT = 'Срок истёк';
export const NO_INVITATIONS_TEXT = 'Ожидающих приглашений нет.';
export const NO_ACTIONS_TEXT = 'Записей пока нет.';

export const ROLE_CHANGED_TEXT = 'Роль изменена';
export const OWNERSHIP_TRANSFERRED_TEXT = 'Владение передано';

export const MEMBER_FIELD_LABELS = {
  name: 'Имя',
  email: 'E-mail',
  role: 'Роль',
  lastActive: 'Последняя активность',
  joined: 'В магазине с',
  actions: 'Действия',
} as const;

export const INVITATION_FIELD_LABELS = {
  email: 'E-mail',
  role: 'Роль',
  invitedBy: 'Пригласил',
  sent: 'Отправлено',
  expires: 'Действует до',
  actions: 'Действия',
} as const;

export const ACTION_LABELS = {
  invite: 'Пригласить',
  resend: 'Отправить ещё раз',
  revoke: 'Отозвать',
  remove: 'Удалить',
  transfer: 'Передать владение',
} as const;

export const LOADING_TEXTS = {
  members: 'Загружаем участников',
  invitations: 'Загружаем приглашения',
  journal: 'Загружаем журнал действий',
} as const;
