// What the team screens and the API say about shops, members and invitations: plain values,
// grouped into `messages.team`.
import { TEAM_LIMITS } from './limits';
import { SHOP_NOT_FOUND } from './shop-scope';

export const teamMessages = {
  /** 403 detail of a call the member's role does not allow. */
  forbidden: 'Недостаточно прав',
  /** 404 detail of a shop the signed-in user is not a member of (or that does not exist). */
  shopNotFound: SHOP_NOT_FOUND,
  shopTitleRequired: 'Название магазина не может быть пустым',
  shopTitleTooLong: `Название магазина не может быть длиннее ${TEAM_LIMITS.shopTitleMaxLength} символов`,
  tooManyShops: `Можно владеть не больше чем ${TEAM_LIMITS.ownedShopsMax} магазинами`,
  timeZoneUnknown:
    'Неизвестный часовой пояс: выберите его из списка или укажите название из базы IANA, ' +
    'например Europe/Moscow',
  buyerLetterStatusUnknown:
    'Письма покупателям бывают только о статусах «В работе», «Выполнена» и «Отменена»',
  /** The journal's word for a shop that sends its buyers no letter. */
  noBuyerLetters: 'выключены',
  deleteTitleMismatch: 'Введите название магазина точно так, как оно написано, чтобы удалить его',
  shopDeleted: 'Магазин удалён',
  /** The title a shop made for an account without a name gets. */
  defaultShopTitle: 'Мой магазин',
  memberNotFound: 'Участник не найден',
  invitationNotFound: 'Приглашение не найдено',
  alreadyMember: 'Этот пользователь уже состоит в магазине',
  alreadyInvited: 'Приглашение на этот адрес уже отправлено',
  tooManyInvitations: `В магазине может быть не больше ${TEAM_LIMITS.pendingInvitationsMax} ожидающих приглашений`,
  tooManyMembers: `В магазине может быть не больше ${TEAM_LIMITS.membersMax} участников`,
  /** Owner-only: the ownership moves by the owner's own hand. */
  ownerOnly: 'Это может сделать только владелец магазина',
  ownerRoleFixed: 'Роль владельца меняется только передачей владения',
  ownerCannotLeave: 'Владелец не может покинуть магазин: сначала передайте владение',
  roleRequired: 'Выберите роль',
  ownerRoleNotInvitable: 'Владельца нельзя пригласить: передайте владение участнику',
  invitationUsed: 'Это приглашение уже принято',
  invitationRevoked: 'Это приглашение отозвано',
  invitationExpired: `Срок приглашения истёк: оно действует ${TEAM_LIMITS.invitationValidDays} дней. Попросите прислать новое`,
  invitationOtherEmail: (email: string) =>
    `Приглашение отправлено на ${email}. Войдите с этим адресом, чтобы принять его`,
  invitationResendTooSoon: 'Письмо можно отправить ещё раз через минуту',
  invitationSent: (email: string) => `Приглашение отправлено на ${email}`,
  memberRemoved: 'Участник удалён',
  leftShop: 'Вы покинули магазин',
  invitationCancelled: 'Приглашение отозвано',
} as const;
