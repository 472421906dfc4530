import { useLocation } from 'react-router';
import { LegalPage } from '../../features/legal/components/legal-page';
import type { LegalPageName } from '../../features/legal/legal-api';
import { paths } from '@vitrina/contracts/console-paths';
import { NotFoundPage } from '../../shared/ui/not-found-page';

const PAGE_AT: Partial<Record<string, LegalPageName>> = {
  [paths.privacyPolicy]: 'privacy',
  [paths.licenseAgreement]: 'license',
};

/** Both legal addresses: which document to show is the path's (a trailing slash allowed). */
export function Component() {
  const name = PAGE_AT[useLocation().pathname.replace(/\/+$/, '')];
  return name ? <LegalPage name={name} /> : <NotFoundPage />;
}
