/** The help panel's own words, around the screens' texts (texts/). */
export const HELP_TEXTS = {
  title: (screen: string) => `Помощь: ${screen}`,
  howTo: 'Как это сделать',
  nextStep: 'Следующий шаг настройки',
  allStepsDone: 'Все шаги настройки пройдены: магазин готов к продажам.',
  writeToSupport: 'Остались вопросы? Напишите нам:',
} as const;

/** A later part of the panel, set apart from the one before by a line. */
export const SECTION = { borderTop: 1, borderColor: 'divider', pt: 3 } as const;
