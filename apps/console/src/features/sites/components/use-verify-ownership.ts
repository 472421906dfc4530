import { messages } from '@vitrina/contracts/messages';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { useVerifyDomainMutation } from '../api/sites-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';

interface VerifyOwnershipOptions {
  siteId: number;
  domainId: number;
  onVerified: () => void;
}

/** Asks the server to find the code on the page; says how it went in a toast (spec §8). */
export function useVerifyOwnership({ siteId, domainId, onVerified }: VerifyOwnershipOptions) {
  const [verifyDomain, { isLoading }] = useVerifyDomainMutation();

  const verify = async (link: string) => {
    const { error } = await verifyDomain({ id: domainId, siteId, link });
    if (error) {
      const text = serverDetailOf(error) ?? messages.domain.verifyFailed;
      void showToast(text, { variant: 'error' });
      return;
    }
    void showToast(messages.domain.verified, { variant: 'success' });
    onVerified();
  };

  return { verify, pending: isLoading };
}
