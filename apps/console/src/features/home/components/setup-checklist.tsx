import DoneIcon from '@mui/icons-material/CheckCircle';
import TodoIcon from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Setup } from '@vitrina/contracts/setup';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { DeferredUntilOpen } from '../../../shared/ui/deferred-until-open';
import { setupSteps, type SetupStepView } from '../../../shared/setup/setup-steps';

// The fold is wanted only once every step is done and the merchant opens the list again.
const Collapse = lazy(() => import('@mui/material/Collapse'));

const TITLE_ID = 'setup-checklist-title';

function StepRow({ step }: { step: SetupStepView }) {
  return (
    <li aria-label={step.label}>
      <ListItemButton component={Link} to={step.href}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          {step.done ? (
            <DoneIcon color="success" titleAccess="Готово" />
          ) : (
            <TodoIcon color="disabled" titleAccess="Не сделано" />
          )}
        </ListItemIcon>
        <ListItemText
          primary={step.label}
          secondary={step.hint}
          slotProps={{ primary: { sx: step.done ? { color: 'text.secondary' } : undefined } }}
        />
      </ListItemButton>
    </li>
  );
}

/**
 * The way to the first order, step by step, each a link to where it is taken. Once every step
 * is done the list folds away behind a button that opens it again.
 */
export function SetupChecklist({ setup }: { setup: Setup }) {
  const steps = setupSteps(setup);
  const doneCount = steps.filter((step) => step.done).length;
  const allDone = doneCount === steps.length;
  const [opened, setOpened] = useState(false);
  const stepList = (
    <List aria-label="Шаги" sx={{ mt: 1 }}>
      {steps.map((step) => (
        <StepRow key={step.step} step={step} />
      ))}
    </List>
  );

  return (
    <Card component="section" variant="outlined" aria-labelledby={TITLE_ID}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flex: 1 }}>
            {allDone ? 'Всё готово к продажам' : 'Первые шаги'}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {doneCount} из {steps.length}
          </Typography>
          {allDone && (
            <Button onClick={() => setOpened(!opened)} aria-expanded={opened}>
              {opened ? 'Скрыть шаги' : 'Показать шаги'}
            </Button>
          )}
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(doneCount / steps.length) * 100}
          aria-label="Пройдено шагов"
          sx={{ mt: 1.5, borderRadius: 1 }}
        />
        {!allDone && stepList}
        {allDone && (
          <DeferredUntilOpen open={opened}>
            <Collapse in={opened} unmountOnExit>
              {stepList}
            </Collapse>
          </DeferredUntilOpen>
        )}
      </CardContent>
    </Card>
  );
}
