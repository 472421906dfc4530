// What the import says about an XML file (YML feed, CommerceML exchange), beyond a cell's reason
// (values.ts) and the import's (import-messages.ts). The fragments follow «Предложение N: ».

export const xmlMessages = {
  /** A DTD may declare entities that expand a small file into gigabytes or read other files. */
  doctype:
    'В файле XML есть объявление DTD — такие файлы не принимаются: сохраните выгрузку без него',
  malformed: (line: number) =>
    `Файл XML не читается: ошибка разметки в строке ${line} — выгрузите файл заново`,
  unknownEncoding: (encoding: string) =>
    `Кодировка «${encoding}» файла XML не поддерживается — сохраните файл в UTF-8`,
  /** Offers of one `group_id` with the same parameters cannot be told apart as variants. */
  groupWithoutOptions: (group: string) =>
    `предложения группы «${group}» не различаются ни одним параметром — укажите, чем различаются варианты`,
  /** A CommerceML product refused for one of its offers (a size, a colour). */
  atVariant: (variant: string, problem: string) => `вариант «${variant}»: ${problem}`,
  /** The option of a CommerceML variant given by its name alone, without characteristics. */
  variantOption: 'Вариант',
} as const;
