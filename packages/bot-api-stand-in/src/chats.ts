import type { Chat, InlineKeyboardMarkup, Message, MessageEntity, User } from 'grammy/types';
import { badRequest, forbidden } from './errors';
import { Mailbox } from './mailbox';

/** The bot's place in a chat; in a private chat `left` until the person writes first. */
export type BotStatus = 'member' | 'left' | 'kicked';

/** The chats a bot and people share here; no channels. */
export type TestChat = Chat.PrivateChat | Chat.GroupChat | Chat.SupergroupChat;

export interface ChatState {
  chat: TestChat;
  botStatus: BotStatus;
  /** What the bot sent here, edits applied, in order. */
  readonly fromBot: Message[];
  readonly sent: Mailbox<Message>;
  readonly edited: Mailbox<Message>;
  nextMessageId: number;
  /** A group's administrators, as getChatAdministrators answers them; none in a private chat. */
  readonly admins: readonly User[];
}

export const unixTime = () => Math.floor(Date.now() / 1000);

/** Why the bot may not write to the chat, in Telegram's words; undefined when it may. */
function refusal({ chat, botStatus }: ChatState): string | undefined {
  if (botStatus === 'member') return undefined;
  if (chat.type === 'private') {
    return botStatus === 'kicked'
      ? 'bot was blocked by the user'
      : "bot can't initiate conversation with a user";
  }
  return botStatus === 'kicked'
    ? `bot was kicked from the ${chat.type} chat`
    : `bot is not a member of the ${chat.type} chat`;
}

export interface BotText {
  text: string;
  entities: MessageEntity[];
  replyMarkup: InlineKeyboardMarkup | undefined;
}

/** The chats the server knows, and what the bot may do in them. */
export class ChatRegistry {
  private readonly chats = new Map<number, ChatState>();
  private lastUserId = 100_000;
  private lastGroupId = 400_000;

  constructor(private readonly bot: User) {}

  newUser(fields: Partial<Omit<User, 'id' | 'is_bot'>>): User {
    return { id: ++this.lastUserId, is_bot: false, first_name: 'Анна', ...fields };
  }

  addPrivate(user: User): ChatState {
    const chat: Chat.PrivateChat = {
      id: user.id,
      type: 'private',
      first_name: user.first_name,
      ...(user.last_name && { last_name: user.last_name }),
      ...(user.username && { username: user.username }),
    };
    return this.add(chat, 'left');
  }

  addGroup(title: string, type: 'group' | 'supergroup', admin: User): ChatState {
    const number = ++this.lastGroupId;
    // Telegram's ids: -N for a group, -100N for a supergroup.
    const id = type === 'group' ? -number : -(1_000_000_000_000 + number);
    return this.add({ id, type, title }, 'left', [admin]);
  }

  /** The chat `chat_id` names: 400 "chat not found" when there is none. */
  find(chatId: number): ChatState {
    const state = this.chats.get(chatId);
    if (!state) throw badRequest('chat not found');
    return state;
  }

  /** The chat, when the bot may write to it: 403 in Telegram's words otherwise. */
  writable(chatId: number): ChatState {
    const state = this.find(chatId);
    const reason = refusal(state);
    if (reason) throw forbidden(reason);
    return state;
  }

  sendFromBot(state: ChatState, { text, entities, replyMarkup }: BotText): Message {
    const message = {
      message_id: state.nextMessageId++,
      from: this.bot,
      chat: state.chat,
      date: unixTime(),
      text,
      ...(entities.length > 0 && { entities }),
      ...(replyMarkup && { reply_markup: replyMarkup }),
    } as Message;
    state.fromBot.push(message);
    state.sent.push(message);
    return message;
  }

  editFromBot(state: ChatState, messageId: number, { text, entities, replyMarkup }: BotText) {
    const index = state.fromBot.findIndex((message) => message.message_id === messageId);
    const current = state.fromBot[index];
    if (!current) throw badRequest('message to edit not found');
    const edited = {
      ...current,
      text,
      entities: entities.length > 0 ? entities : undefined,
      reply_markup: replyMarkup,
    } as Message;
    if (JSON.stringify(edited) === JSON.stringify(current)) {
      throw badRequest(
        'message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
      );
    }
    const stamped = { ...edited, edit_date: unixTime() } as Message;
    state.fromBot[index] = stamped;
    state.edited.push(stamped);
    return stamped;
  }

  private add(chat: TestChat, botStatus: BotStatus, admins: User[] = []): ChatState {
    const state: ChatState = {
      chat,
      botStatus,
      admins,
      fromBot: [],
      sent: new Mailbox(),
      edited: new Mailbox(),
      nextMessageId: 1,
    };
    this.chats.set(chat.id, state);
    return state;
  }
}
