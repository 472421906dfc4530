/**
 * The words of the «Виджеты» screen's heading, tab and button (the spec's «Все виджеты»), apart
 * from the list's so that the screen's first load takes only these.
 */
export const WIDGETS_SCREEN_TEXTS = { title: 'Виджеты', allWidgets: 'Все виджеты' } as const;
