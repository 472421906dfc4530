import Box from '@mui/material/Box';
import type { Funnel } from '@vitrina/contracts/analytics';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { ReactNode } from 'react';
import { formatCount } from '../../../shared/ui/format-count';
import { conversion } from '../figures';
import { FigureCard } from './figure-card';

/** The funnel's steps in order, each with the words for «from this step» of the next. */
const STEPS = [
  { count: 'views', label: 'Просмотры', fromIt: 'от просмотров' },
  { count: 'clicks', label: 'Клики', fromIt: 'от кликов' },
  { count: 'form_opens', label: 'Открытия формы', fromIt: 'от открытий формы' },
  { count: 'orders', label: 'Заказы', fromIt: '' },
] as const;

/** Views → clicks → form opens → orders, each with its conversion from the step before. */
export function FunnelFigures({ funnel }: { funnel: Funnel }) {
  return (
    <>
      <FigureList label="Воронка" ordered>
        {STEPS.map((step, index) => {
          const before = STEPS[index - 1];
          return (
            <FigureCard
              key={step.count}
              label={step.label}
              value={formatCount(funnel[step.count])}
              note={
                before && `${conversion(funnel[step.count], funnel[before.count])} ${before.fromIt}`
              }
            />
          );
        })}
      </FigureList>
      <FigureList label="Итоги периода">
        <FigureCard
          label="Конверсия в заказ"
          value={conversion(funnel.orders, funnel.views)}
          note="заказы от просмотров"
        />
        <FigureCard
          label="Выручка"
          value={formatRubles(funnel.revenue)}
          note="заказы периода, кроме отменённых"
        />
      </FigureList>
    </>
  );
}

interface FigureListProps {
  label: string;
  ordered?: boolean;
  children: ReactNode;
}

/** Figure cards side by side, two a row on a phone. */
function FigureList({ label, ordered = false, children }: FigureListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
