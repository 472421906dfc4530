// Why the import refuses an uploaded file as a whole (issue 31): an archive or a table it cannot
// or will not read. A cell's reasons are in values.ts, the rest of the import's in
// import-messages.ts.

export const fileMessages = {
  notZip: 'Файл не похож на архив ZIP — проверьте, что это он',
  brokenZip:
    'Архив повреждён или сжат необычным способом — сохраните его заново и загрузите ещё раз',
  encrypted: 'Архив защищён паролем — загрузите архив без пароля',
  pathOutside: (name: string) => `В архиве есть файл с путём за пределы папки: «${name}»`,
  sameName: (name: string) => `В архиве два файла с одним именем: «${name}»`,
  /** Unpacked, the archive (or one of its files) is over `megabytes`. */
  tooBig: (megabytes: number) =>
    `Архив слишком велик в распакованном виде (больше ${megabytes} МБ)`,
  /** A file of the archive unpacks to far more than it takes packed: a zip bomb. */
  bomb: 'Архив похож на «ZIP-бомбу»: его файлы распаковываются в слишком большой объём',
  tooManyFiles: (max: number) =>
    `В архиве больше ${max.toLocaleString('ru-RU')} файлов — разделите его на части`,
  notXlsx: 'Файл не похож на таблицу XLSX',
  brokenXlsx: 'Таблица XLSX повреждена — сохраните её заново в Excel и загрузите ещё раз',
  noSheet: (name: string) => `В таблице нет листа «${name}»`,
  /** An XML part declares a DOCTYPE: the way to XXE and entity-expansion attacks. */
  xlsxDoctype: 'В таблице XLSX есть объявление DOCTYPE — такие файлы не принимаются',
  /** The table's texts (sharedStrings.xml) are kept in memory while its rows are read. */
  xlsxTextsTooBig: (megabytes: number) =>
    `Тексты таблицы занимают больше ${megabytes} МБ — разделите таблицу на части`,
} as const;
