import Typography from '@mui/material/Typography';
import type { Funnel } from '@vitrina/contracts/analytics';
import { formatRubles } from '@vitrina/contracts/pricing';
import { FigureCard, FigureList, FigureNote } from '../../../shared/ui/figures';
import { formatCount } from '../../../shared/ui/format-count';
import { conversion } from '../figures';

/** The funnel's steps in order, each with the words for «from this step» of the next. */
const STEPS = [
  { count: 'views', label: 'Просмотры', fromIt: 'от просмотров' },
  { count: 'clicks', label: 'Клики', fromIt: 'от кликов' },
  { count: 'form_opens', label: 'Открытия формы', fromIt: 'от открытий формы' },
  { count: 'orders', label: 'Заказы', fromIt: '' },
] as const;

/**
 * Where the steps come from: the first three are reported by the visitor's browser (a page can
 * report more than it showed), the orders are the server's own (decision 47).
 */
const SOURCE_NOTE =
  'Просмотры, клики и открытия формы присылает браузер посетителя, поэтому они приблизительны; ' +
  'заказы и выручка — по полученным заявкам.';

/** Views → clicks → form opens → orders, each with its conversion from the step before. */
export function FunnelFigures({ funnel }: { funnel: Funnel }) {
  return (
    <>
      <FigureList label="Воронка" ordered>
        {STEPS.map((step, index) => {
          const before = STEPS[index - 1];
          return (
            <FigureCard key={step.count} label={step.label} value={formatCount(funnel[step.count])}>
              {before && (
                <FigureNote>
                  {`${conversion(funnel[step.count], funnel[before.count])} ${before.fromIt}`}
                </FigureNote>
              )}
            </FigureCard>
          );
        })}
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
