import type { ImportMapping, ImportTarget } from '@vitrina/contracts/catalog-import/columns';
import type { ImportJob } from '@vitrina/contracts/catalog-import/jobs';
import { useState } from 'react';
import { valueOf } from './target-options';

const sameTargets = (a: readonly (ImportTarget | null)[], b: readonly (ImportTarget | null)[]) =>
  a.length === b.length && a.every((target, index) => valueOf(target) === valueOf(b[index]!));

/**
 * The columns' targets and the sheet as the merchant changes them, starting from what the dry
 * run read: `checked` is the mapping the job shows, `mapping` the one to check next.
 */
export function useMappingDraft(job: ImportJob, checkedSheet: string | undefined) {
  const read = job.columns.map((column) => column.target);
  const [targets, setTargets] = useState(read);
  const [sheet, setSheet] = useState(checkedSheet ?? job.sheets[0]);
  const checked: ImportMapping = { sheet: checkedSheet, columns: read };
  const sheetChanged = sheet !== (checkedSheet ?? job.sheets[0]);
  return {
    targets,
    sheet,
    checked,
    mapping: { sheet: sheetChanged || checkedSheet ? sheet : undefined, columns: targets },
    changed: sheetChanged || !sameTargets(targets, read),
    setSheet,
    setTarget: (column: number, target: ImportTarget | null) =>
      setTargets((current) => current.map((old, index) => (index === column ? target : old))),
  };
}

export type MappingDraft = ReturnType<typeof useMappingDraft>;
