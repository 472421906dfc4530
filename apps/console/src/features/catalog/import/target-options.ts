import {
  CHARACTERISTIC_PREFIX,
  headerOf,
  IMPORT_FIELDS,
  OPTION_PREFIX,
  type ImportTarget,
} from '@vitrina/contracts/catalog-import/columns';
import type { ImportColumn } from '@vitrina/contracts/catalog-import/jobs';
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';

/** A choice of a column's select: its value as the select holds it, its label, its target. */
export interface TargetOption {
  value: string;
  label: string;
  target: ImportTarget | null;
}

const SKIP = 'skip';

/** The select's value of a target: `field:title`, `characteristic:Цвет`, `option:Размер`. */
export function valueOf(target: ImportTarget | null): string {
  if (target === null) return SKIP;
  if ('field' in target) return `field:${target.field}`;
  if ('characteristic' in target) return `characteristic:${target.characteristic}`;
  return `option:${target.option}`;
}

/**
 * The title a characteristic or option of this column would take: the one the server mapped it
 * to, or its header without «Характеристика: » or «Вариант: ».
 */
function titleOf({ header, target }: ImportColumn): string {
  if (target && 'characteristic' in target) return target.characteristic;
  if (target && 'option' in target) return target.option;
  const prefix = [CHARACTERISTIC_PREFIX, OPTION_PREFIX].find((head) => header.startsWith(head));
  return (prefix ? header.slice(prefix.length) : header).trim();
}

/** Every field, the column as a characteristic and as a variant option, and «Не загружать». */
export function targetOptions(column: ImportColumn): TargetOption[] {
  const fields = IMPORT_FIELDS.map((field) => ({ field }));
  const title = titleOf(column);
  const titled: ImportTarget[] = title ? [{ characteristic: title }, { option: title }] : [];
  const options = [...fields, ...titled].map((target) => ({
    value: valueOf(target),
    label: headerOf(target),
    target,
  }));
  return [...options, { value: SKIP, label: importTexts.skipColumn, target: null }];
}
