import { SETUP_STEPS, type SetupStep } from '@vitrina/contracts/enums';
import type { Setup } from '@vitrina/contracts/setup';
import { generatePath } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';

interface StepText {
  label: string;
  /** What the step is for, in one line. */
  hint: string;
}

export const STEP_TEXTS = {
  site: { label: 'Добавьте площадку', hint: 'Сайт, на котором покупатели увидят витрину' },
  domain: {
    label: 'Подтвердите домен',
    hint: 'Витрина показывается только на подтверждённых доменах',
  },
  catalog: { label: 'Заполните каталог', hint: 'Коллекция хотя бы с одним товаром' },
  content: {
    label: 'Создайте виджет и выберите его содержимое',
    hint: 'Коллекции или категории, которые покажет витрина',
  },
  service: { label: 'Подключите сервис', hint: 'Telegram или почта, куда придут заказы' },
  publication: { label: 'Опубликуйте виджет', hint: 'Посетители увидят витрину после публикации' },
  order: { label: 'Получите первый заказ', hint: 'Заказы покупателей появятся в разделе заказов' },
} as const satisfies Record<SetupStep, StepText>;

const siteHref = ({ site_id }: Setup) =>
  site_id === null ? paths.sites : generatePath(paths.site, { siteId: String(site_id) });

// The widget editor opens the tab its `?tab=` names; the content tab also holds the publication.
const widgetHref = (setup: Setup) =>
  setup.widget === null
    ? siteHref(setup)
    : `${generatePath(paths.widget, {
        siteId: String(setup.widget.site_id),
        widgetId: String(setup.widget.id),
      })}?tab=content`;

const HREFS = {
  site: () => paths.sites,
  domain: siteHref,
  catalog: () => paths.catalog,
  content: widgetHref,
  service: () => paths.settings,
  publication: widgetHref,
  order: () => paths.orders,
} as const satisfies Record<SetupStep, (setup: Setup) => string>;

export interface SetupStepView extends StepText {
  step: SetupStep;
  done: boolean;
  /** Where the step is taken. */
  href: string;
}

/** The checklist's steps in order, each done or not, with where it is taken. */
export const setupSteps = (setup: Setup): SetupStepView[] =>
  SETUP_STEPS.map((step) => ({
    step,
    ...STEP_TEXTS[step],
    done: setup.done[step],
    href: HREFS[step](setup),
  }));

/** The first step not taken yet, with where it is taken; undefined once every step is done. */
export const nextSetupStep = (setup: Setup): SetupStepView | undefined =>
  setupSteps(setup).find((step) => !step.done);
