import type {
  ChatMember,
  InlineKeyboardButton,
  Message,
  MessageEntity,
  Update,
  User,
  UserFromGetMe,
} from 'grammy/types';
import type { CallbackAnswer, CallbackQueries } from './callback-queries';
import {
  unixTime,
  type BotStatus,
  type ChatRegistry,
  type ChatState,
  type TestChat,
} from './chats';
import type { UpdateQueue } from './update-queue';

/** A message of a person, as updates carry it. */
type PersonMessage = Message & Update.NonChannel;

/** What the drivers change: the server's state, shared with its methods. */
export interface BotWorld {
  readonly bot: UserFromGetMe;
  readonly queue: UpdateQueue;
  readonly chats: ChatRegistry;
  readonly callbacks: CallbackQueries;
}

const COMMAND = /^\/[A-Za-z0-9_]{1,32}(?:@([A-Za-z0-9_]+))?/;
/** What a t.me/<bot>?start=<payload> link may carry. */
const START_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

function commandEntities(text: string): MessageEntity[] {
  const command = COMMAND.exec(text);
  return command ? [{ type: 'bot_command', offset: 0, length: command[0].length }] : [];
}

function memberWith(status: BotStatus, bot: User): ChatMember {
  return status === 'kicked' ? { status, user: bot, until_date: 0 } : { status, user: bot };
}

function callbackButton(message: Message, text: string): InlineKeyboardButton.CallbackButton {
  const button = message.reply_markup?.inline_keyboard.flat().find((each) => each.text === text);
  if (!button || !('callback_data' in button)) {
    throw new Error(`Message ${message.message_id} has no callback button "${text}"`);
  }
  return button;
}

/** A chat as a test drives it: what its people do, and what the bot sent to it. */
abstract class ChatDriver {
  constructor(
    protected readonly world: BotWorld,
    protected readonly state: ChatState,
  ) {}

  get id(): number {
    return this.state.chat.id;
  }

  get chat(): TestChat {
    return this.state.chat;
  }

  /** What the bot sent to this chat, in order, each as it stands after edits. */
  get messages(): readonly Message[] {
    return this.state.fromBot;
  }

  /** The earliest message from the bot that no earlier call returned; waits for one. */
  nextMessage(): Promise<Message> {
    return this.state.sent.next();
  }

  /** The earliest edit by the bot that no earlier call returned; waits for one. */
  nextEdit(): Promise<Message> {
    return this.state.edited.next();
  }

  /** A message of a person here: a text (a command gets its entity) or a service message. */
  protected post(
    from: User,
    content: { text: string } | { new_chat_members: User[] },
  ): PersonMessage {
    const entities = 'text' in content ? commandEntities(content.text) : [];
    return {
      message_id: this.state.nextMessageId++,
      from,
      chat: this.state.chat,
      date: unixTime(),
      ...content,
      ...(entities.length > 0 && { entities }),
    } as PersonMessage;
  }

  protected changeBotStatus(from: User, status: BotStatus) {
    const { bot, queue } = this.world;
    const old = this.state.botStatus;
    this.state.botStatus = status;
    queue.add({
      my_chat_member: {
        chat: this.state.chat,
        from,
        date: unixTime(),
        old_chat_member: memberWith(old, bot),
        new_chat_member: memberWith(status, bot),
      },
    });
  }

  /**
   * `from` presses the button with this text under the bot's message (as it stands now);
   * resolves with the bot's answerCallbackQuery.
   */
  protected pressAs(from: User, message: Message, buttonText: string): Promise<CallbackAnswer> {
    const current = this.current(message);
    return this.callbackAs(from, current, callbackButton(current, buttonText).callback_data);
  }

  /** The bot's message as it stands now. */
  private current(message: Message): Message {
    const current = this.state.fromBot.find((each) => each.message_id === message.message_id);
    if (!current) throw new Error(`The bot sent no message ${message.message_id} to this chat`);
    return current;
  }

  private callbackAs(from: User, message: Message, data: string): Promise<CallbackAnswer> {
    const { id, answered } = this.world.callbacks.open();
    this.world.queue.add({
      callback_query: { id, from, message, chat_instance: `instance${this.id}`, data },
    });
    return answered;
  }

  /**
   * A callback query with `data` of the sender's choosing under the bot's message, as a
   * modified client can send one: the bot must not trust that its own buttons carried it.
   */
  pressForged(message: Message, data: string, from?: User): Promise<CallbackAnswer> {
    return this.callbackAs(from ?? this.defaultPresser, this.current(message), data);
  }

  /** Who presses when a test names no one: the person of a private chat, a group's admin. */
  protected abstract get defaultPresser(): User;
}

/** A person's private chat with the bot. */
export class PrivateChat extends ChatDriver {
  constructor(
    world: BotWorld,
    state: ChatState,
    readonly user: User,
  ) {
    super(world, state);
  }

  /** The person writes; the first message lets the bot write here, as starting a bot does. */
  send(text: string): Message {
    if (this.state.botStatus === 'kicked')
      throw new Error('The person blocked the bot: unblock() first');
    this.state.botStatus = 'member';
    const message = this.post(this.user, { text });
    this.world.queue.add({ message });
    return message;
  }

  /** `/start`, or `/start <payload>` as a t.me/<bot>?start=<payload> link sends it. */
  start(payload?: string): Message {
    if (payload === undefined) return this.send('/start');
    if (!START_PAYLOAD.test(payload)) throw new Error(`A start link cannot carry "${payload}"`);
    return this.send(`/start ${payload}`);
  }

  /** The person blocks the bot: my_chat_member "kicked"; the bot's messages get 403 from now. */
  block() {
    this.changeBotStatus(this.user, 'kicked');
  }

  /** The person unblocks the bot: my_chat_member "member"; the bot may write again. */
  unblock() {
    this.changeBotStatus(this.user, 'member');
  }

  press(message: Message, buttonText: string): Promise<CallbackAnswer> {
    return this.pressAs(this.user, message, buttonText);
  }

  protected get defaultPresser(): User {
    return this.user;
  }
}

/**
 * A group with an admin who adds and removes the bot. The bot runs in privacy mode, BotFather's
 * default: of the members' messages it receives only the commands meant for it.
 */
export class GroupChat extends ChatDriver {
  constructor(
    world: BotWorld,
    state: ChatState,
    readonly admin: User,
  ) {
    super(world, state);
  }

  /** Another person of the group, to write or press buttons as. */
  newMember(fields: Partial<Omit<User, 'id' | 'is_bot'>> = {}): User {
    return this.world.chats.newUser(fields);
  }

  /** `by` adds the bot: my_chat_member "member", then the service message of a new member. */
  addBot(by: User = this.admin) {
    this.changeBotStatus(by, 'member');
    this.world.queue.add({ message: this.post(by, { new_chat_members: [this.world.bot] }) });
  }

  /** `by` removes the bot: my_chat_member "kicked"; the bot's messages get 403 from now. */
  removeBot(by: User = this.admin) {
    this.changeBotStatus(by, 'kicked');
  }

  send(text: string, from: User = this.admin): Message {
    const message = this.post(from, { text });
    if (this.state.botStatus === 'member' && this.isForBot(text)) this.world.queue.add({ message });
    return message;
  }

  /** `/<name>@<bot>`, and ` <payload>` when given. */
  command(name: string, payload?: string, from: User = this.admin): Message {
    const text = `/${name}@${this.world.bot.username}${payload ? ` ${payload}` : ''}`;
    return this.send(text, from);
  }

  press(message: Message, buttonText: string, from: User = this.admin): Promise<CallbackAnswer> {
    return this.pressAs(from, message, buttonText);
  }

  protected get defaultPresser(): User {
    return this.admin;
  }

  private isForBot(text: string): boolean {
    const command = COMMAND.exec(text);
    if (!command) return false;
    const addressee = command[1];
    return !addressee || addressee.toLowerCase() === this.world.bot.username.toLowerCase();
  }
}
