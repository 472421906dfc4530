import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Domain } from '@vitrina/contracts/platform';
import { verificationComment } from '@vitrina/contracts/embedding';
import { useState } from 'react';
import { CodeSnippet } from '../../../shared/ui/code-snippet';
import { PageLinkStep } from './page-link-step';
import { StepActions } from './step-actions';
import { useVerifyOwnership } from './use-verify-ownership';

const STEP_LABELS = ['Скопируйте код', 'Разместите код', 'Укажите страницу', 'Подтвердите'];
const LABEL_HIDDEN_ON_PHONE = { '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } };

interface OwnershipStepsProps {
  siteId: number;
  domain: Domain;
  onClose: () => void;
}

/** Copy the code, place it on a page, give the page's address, and let the server check it. */
export function OwnershipSteps({ siteId, domain, onClose }: OwnershipStepsProps) {
  const [step, setStep] = useState(0);
  const [link, setLink] = useState('');
  const { verify, pending } = useVerifyOwnership({
    siteId,
    domainId: domain.id,
    onVerified: onClose,
  });
  const back = () => setStep((current) => current - 1);
  const next = () => setStep((current) => current + 1);

  return (
    <>
      <DialogContent sx={{ pb: 0 }}>
        <Stepper activeStep={step} alternativeLabel>
          {STEP_LABELS.map((label, index) => (
            <Step key={label}>
              {/* A phone has room for the current step's label only. */}
              <StepLabel sx={index === step ? undefined : LABEL_HIDDEN_ON_PHONE}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </DialogContent>
      {step === 0 && (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Скопируйте код подтверждения площадки {domain.link_domain}.
            </DialogContentText>
            <CodeSnippet code={verificationComment(domain.code_confirmed)} />
          </DialogContent>
          <StepActions onCancel={onClose} onNext={next} />
        </>
      )}
      {step === 1 && (
        <>
          <DialogContent>
            <DialogContentText>
              Вставьте код в HTML любой страницы сайта {domain.link_domain}, например в раздел head
              главной страницы, и опубликуйте изменения. Код не виден посетителям.
            </DialogContentText>
          </DialogContent>
          <StepActions onCancel={onClose} onBack={back} onNext={next} />
        </>
      )}
      {step === 2 && (
        <PageLinkStep
          domain={domain.link_domain}
          link={link}
          onNext={(pageLink) => {
            setLink(pageLink);
            next();
          }}
          onBack={back}
          onCancel={onClose}
        />
      )}
      {step === 3 && (
        <>
          <DialogContent>
            <DialogContentText>
              Мы откроем страницу {link} и найдём на ней код. После проверки площадка получит статус
              «Подтверждена».
            </DialogContentText>
          </DialogContent>
          <StepActions
            onCancel={onClose}
            onBack={back}
            nextLabel="Подтвердить"
            onNext={() => void verify(link)}
            pending={pending}
          />
        </>
      )}
    </>
  );
}
