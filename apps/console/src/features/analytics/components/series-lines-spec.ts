/** The lines drawn, in the order of the table's columns. */
export const SERIES_LINES = [
  { count: 'views', label: 'Просмотры' },
  { count: 'clicks', label: 'Клики' },
  { count: 'orders', label: 'Заказы' },
] as const;

/** The chart's height, px: its place is kept while the chart's code loads. */
export const SERIES_CHART_HEIGHT = 280;
