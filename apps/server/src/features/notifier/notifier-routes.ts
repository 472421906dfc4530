import { contactSchema } from '@vitrina/contracts/notifier';
import { z } from 'zod';

/** What the notifier routes share: the base of spec §7.4 and the answer of one contact. */
export const NOTIFIER_BASE = '/platform/service/notifier';

export const tags = ['notifier'];

export const contactResponseSchema = z.object({ data: contactSchema });
