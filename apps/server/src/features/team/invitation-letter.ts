import { consoleUrl, paths } from '@vitrina/contracts/console-paths';
import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import { SHOP_ROLE_LABELS, SHOP_ROLES } from '@vitrina/contracts/team';
import { z } from 'zod';
import { stableMessageId } from '../../infra/mailer/letter-id';
import { composeLetter } from '../../infra/mailer/compose-letter';
import type { Mailer } from '../../infra/mailer/mailer';
import { letterOutcome, messageKind, type MessageDefinition } from '../delivery/delivery.service';

/** The letter of an invitation; its token is dropped once it is delivered. */
export const invitationLetter = messageKind(
  'team.invitation',
  z.object({
    to: z.string(),
    token: z.string(),
    shopTitle: z.string(),
    role: z.enum(SHOP_ROLES),
    invitedBy: z.string(),
  }),
  { secrets: ['token'] },
);

type InvitationPayload = z.output<typeof invitationLetter.schema>;

export function composeInvitationLetter(publicUrl: string, payload: InvitationPayload) {
  const role = SHOP_ROLE_LABELS[payload.role];
  return composeLetter({
    purpose: 'team-invitation',
    to: payload.to,
    subject: `приглашение в магазин «${payload.shopTitle}»`,
    lead: [
      'Здравствуйте!',
      `${payload.invitedBy} приглашает вас в магазин «${payload.shopTitle}» в Vitrina с ролью «${role}».`,
      `Примите приглашение по ссылке: она действует ${TEAM_LIMITS.invitationValidDays} дней. Войдите или зарегистрируйтесь с этим адресом.`,
    ],
    action: 'Принять приглашение',
    link: consoleUrl(publicUrl, paths.invitation, { token: payload.token }),
    notes: ['Если вы не ждали этого письма, просто проигнорируйте его.'],
  });
}

export function teamMessages({
  mailer,
  publicUrl,
}: {
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}): MessageDefinition[] {
  return [
    invitationLetter.deliveredBy(async ({ payload, idempotencyKey }) => {
      const letter = composeInvitationLetter(publicUrl, payload);
      const messageId = stableMessageId(idempotencyKey, publicUrl);
      return letterOutcome(await mailer.send({ ...letter, messageId }));
    }),
  ];
}
