import { Composer, type CommandContext, type Context } from 'grammy';
import type { ChatMember } from 'grammy/types';
import { botReplies } from './bot-replies';
import type { ChatKeysService } from './chat-keys.service';

type ChatKeys = Pick<ChatKeysService, 'issue' | 'setChatReachable' | 'shops' | 'disconnect'>;

/** Whether the bot, with this membership, is in the chat and may write there. */
function isIn(member: ChatMember): boolean {
  return (
    member.status === 'creator' ||
    member.status === 'administrator' ||
    member.status === 'member' ||
    (member.status === 'restricted' && member.is_member)
  );
}

/**
 * Keys and connected shops are for the person of a private chat, and in a group for its
 * administrators: the bot's answers there are read by every member (decision 22).
 */
async function mayManage(ctx: Context, telegramUserId: number): Promise<boolean> {
  if (ctx.chat?.type === 'private') return true;
  // An administrator writing anonymously sends as the group itself.
  if (ctx.msg?.sender_chat?.id === ctx.chat?.id) return true;
  const admins = await ctx.getChatAdministrators();
  return admins.some((admin) => admin.user.id === telegramUserId);
}

/** Tells the sender that only administrators may, when they may not; whether it refused. */
async function refusedToManage(ctx: Context): Promise<boolean> {
  if (await mayManage(ctx, ctx.from?.id ?? 0)) return false;
  await ctx.reply(botReplies.adminsOnly);
  return true;
}

/**
 * The provider's bot, as handlers for the Telegram edge: `/start` (also `/start@bot` in a group
 * and `/start <payload>` from a t.me link) and the bot added to a group answer a fresh API key
 * and Secret key; `/shops` and `/disconnect` with a Secret key list and disconnect the shops
 * of the chat; the bot removed, blocked or added again makes the chat's contacts inactive or
 * active.
 */
export function createNotifierBot(chatKeys: ChatKeys): Composer<Context> {
  const bot = new Composer<Context>();

  async function giveKeys(ctx: Context & { chat: NonNullable<Context['chat']> }) {
    const { chat } = ctx;
    const { apiKey, secretKey } = await chatKeys.issue({
      id: chat.id,
      type: chat.type,
      title: 'title' in chat ? (chat.title ?? null) : null,
    });
    await ctx.reply(botReplies.keys(apiKey, secretKey), { parse_mode: 'HTML' });
  }

  /** A command that needs the chat's Secret key after it, from someone who may manage. */
  const withSecret =
    (command: string, act: (ctx: CommandContext<Context>, secretKey: string) => Promise<void>) =>
    async (ctx: CommandContext<Context>) => {
      if (await refusedToManage(ctx)) return;
      const secretKey = ctx.match.trim();
      if (secretKey) await act(ctx, secretKey);
      else await ctx.reply(botReplies.secretNeeded(command));
    };

  bot.command('start', async (ctx) => {
    if (!(await refusedToManage(ctx))) await giveKeys(ctx);
  });

  bot.command(
    'shops',
    withSecret('shops', async (ctx, secretKey) => {
      const shops = await chatKeys.shops(ctx.chat.id, secretKey);
      await ctx.reply(shops === undefined ? botReplies.secretUnknown : botReplies.shops(shops));
    }),
  );

  bot.command(
    'disconnect',
    withSecret('disconnect', async (ctx, secretKey) => {
      const count = await chatKeys.disconnect(ctx.chat.id, secretKey);
      await ctx.reply(
        count === undefined ? botReplies.secretUnknown : botReplies.disconnected(count),
      );
    }),
  );

  bot.on('my_chat_member', async (ctx) => {
    const { old_chat_member: before, new_chat_member: after, from } = ctx.myChatMember;
    if (isIn(before) === isIn(after)) return;
    await chatKeys.setChatReachable(ctx.chat.id, isIn(after));
    // Added to a group: the keys come at once, for an administrator who added it.
    if (isIn(after) && ctx.chat.type !== 'private' && (await mayManage(ctx, from.id))) {
      await giveKeys(ctx);
    }
  });

  return bot;
}
