import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { showToast } from '../../../shared/ui/toasts/show-toast';

/** Hands a file to the browser to save, by a click on a link that downloads it. */
function saveFile(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
}

/** What a download's mutation comes to: the object URL of the file, or the refusal. */
type Download = Promise<{ data?: string; error?: unknown }>;

/**
 * Saves a file the api fetched with the session's token (a plain link could not send it) from
 * its object URL, or says why it could not.
 */
export async function saveDownload(download: Download, name: string): Promise<void> {
  const { data: url, error } = await download;
  if (url === undefined) {
    void showToast(serverDetailOf(error) ?? importTexts.exportFailed, { variant: 'error' });
    return;
  }
  saveFile(url, name);
  URL.revokeObjectURL(url);
}
