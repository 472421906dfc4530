import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import type { ImportMode } from '@vitrina/contracts/catalog-import/jobs';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import {
  isImportActive,
  useCancelImportMutation,
  useStartImportMutation,
  type ImportUpload,
} from '../api/catalog-import-api';
import { forgetRunningImport, keepRunningImport } from './running-import';
import { useImportJob } from './use-import-job';

type Sending = Omit<ImportUpload, 'collectionId' | 'files'>;

/**
 * The import dialog's state: the file, kept to be sent again (each check and the apply are jobs
 * of their own), the job it follows and what the server refused.
 */
export function useImportFlow(collectionId: number, onApplyStarted: (jobId: number) => void) {
  const [files, setFiles] = useState<readonly File[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  const [mode, setMode] = useState<ImportMode>('dry_run');
  /** The sheet the last check read; the workbook's first when none was chosen. */
  const [checkedSheet, setCheckedSheet] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [startImport, { isLoading: sending }] = useStartImportMutation();
  const [cancelImport] = useCancelImportMutation();
  const { currentData: job, isError: readFailed } = useImportJob(jobId);

  const send = async (sent: readonly File[], upload: Sending) => {
    setRefusal(null);
    // The server refuses a file over the limit too, but only once it has all been sent.
    if (sent.some((file) => file.size > IMPORT_LIMITS.fileBytesMax)) {
      return setRefusal(importMessages.fileTooBig);
    }
    setMode(upload.mode);
    const { data, error } = await startImport({ collectionId, files: sent, ...upload });
    if (!data) return setRefusal(serverDetailOf(error) ?? importTexts.sendFailed);
    if (upload.mode === 'apply') {
      keepRunningImport(collectionId, data.id);
      onApplyStarted(data.id);
    } else setCheckedSheet(upload.mapping?.sheet);
    setJobId(data.id);
  };

  const active = job !== undefined && isImportActive(job.status);
  return {
    job,
    jobId,
    mode,
    sending,
    checkedSheet,
    refusal: refusal ?? (readFailed ? importTexts.jobLoadFailed : null),
    /** A new file: checked at once, its columns as the server guesses them. */
    choose: (chosen: readonly File[]) => {
      setFiles(chosen);
      setJobId(null);
      setCheckedSheet(undefined);
      void send(chosen, { mode: 'dry_run' });
    },
    check: (mapping: ImportMapping) => void send(files, { mode: 'dry_run', mapping }),
    apply: (mapping: ImportMapping | undefined, onlyValid: boolean) =>
      void send(files, { mode: 'apply', mapping, onlyValid }),
    stop: () => {
      if (jobId !== null) void cancelImport(jobId);
    },
    /**
     * On closing: a check under way is cancelled; an apply goes on, shown on the collection page;
     * an apply over needs showing no more.
     */
    leave: () => {
      const checking = jobId !== null && mode === 'dry_run' && (job === undefined || active);
      if (checking) void cancelImport(jobId);
      if (job?.mode === 'apply' && !active) forgetRunningImport(collectionId);
    },
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
