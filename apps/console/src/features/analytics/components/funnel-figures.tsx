import Typography from '@mui/material/Typography';
import type { Funnel } from '@vitrina/contracts/analytics';
import { formatRubles } from '@vitrina/contracts/pricing';
import { FigureCard, FigureList, FigureNote } from '../../../shared/ui/figures';
import { formatCount } from '../../../shared/ui/format-count';
import { conversion } from '../figures';

type Step = Exclude<keyof Funnel, 'revenue'>;

/** The steps a conversion is counted from, in the words «from this step». */
const FROM_TEXT = {
  views: 'от просмотров',
  clicks: 'от кликов',
  form_opens: 'от открытий формы',
} as const satisfies Partial<Record<Step, string>>;

/**
 * The funnel's steps in order, each with the step its conversion is from. A form opens straight
 * after a click in a one-product widget and after cart additions in a cart's, so form openings
 * are counted from clicks, which come before both (decision 59).
 */
const STEPS: { count: Step; label: string; from?: keyof typeof FROM_TEXT }[] = [
  { count: 'views', label: 'Просмотры' },
  { count: 'clicks', label: 'Клики', from: 'views' },
  { count: 'cart_adds', label: 'В корзину', from: 'clicks' },
  { count: 'form_opens', label: 'Открытия формы', from: 'clicks' },
  { count: 'orders', label: 'Заказы', from: 'form_opens' },
];

/**
 * Where the steps come from: all but the orders are reported by the visitor's browser (a page can
 * report more than it showed), the orders are the server's own (decision 47).
 */
const SOURCE_NOTE =
  'Просмотры, клики, добавления в корзину и открытия формы присылает браузер посетителя, ' +
  'поэтому они приблизительны; заказы и выручка — по полученным заявкам.';

/** Views → clicks → cart additions → form opens → orders, each with its conversion. */
export function FunnelFigures({ funnel }: { funnel: Funnel }) {
  return (
    <>
      <FigureList label="Воронка" ordered>
        {STEPS.map(({ count, label, from }) => (
          <FigureCard key={count} label={label} value={formatCount(funnel[count])}>
            {from && (
              <FigureNote>{`${conversion(funnel[count], funnel[from])} ${FROM_TEXT[from]}`}</FigureNote>
            )}
          </FigureCard>
        ))}
      </FigureList>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {SOURCE_NOTE}
      </Typography>
      <FigureList label="Итоги периода">
        <FigureCard label="Конверсия в заказ" value={conversion(funnel.orders, funnel.views)}>
          <FigureNote>заказы от просмотров</FigureNote>
        </FigureCard>
        <FigureCard label="Выручка" value={formatRubles(funnel.revenue)}>
          <FigureNote>заказы периода, кроме отменённых</FigureNote>
        </FigureCard>
      </FigureList>
    </>
  );
}
