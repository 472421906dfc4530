import type { CharacteristicUpdateValues } from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import { AppError } from '../../errors/app-error';

/** A value at its place in the edited list: 0 is the first. */
export interface PlacedValue {
  value: string;
  position: number;
}

/** What an edit of a characteristic does to its stored values. */
export interface ValueEdit {
  /** Stored values the list keeps, each renamed in place and moved to its place. */
  kept: (PlacedValue & { id: number })[];
  /** Values the list names by a `temp-` id, created at their place. */
  created: PlacedValue[];
  /** Ids of the stored values the list leaves out. */
  deleted: number[];
}

/**
 * Reads the edit dialog's list against the ids of the characteristic's stored values. A stored
 * id must be one of them, and named once: a second mention finds it already taken, and is
 * refused the same way, as a value this characteristic no longer has to give.
 */
export function planValueEdit(storedIds: number[], values: CharacteristicUpdateValues): ValueEdit {
  const unclaimed = new Set(storedIds);
  const edit: ValueEdit = { kept: [], created: [], deleted: [] };
  for (const [position, { id, value }] of values.entries()) {
    if (typeof id === 'string') {
      edit.created.push({ value, position });
    } else if (unclaimed.delete(id)) {
      edit.kept.push({ id, value, position });
    } else {
      throw new AppError('UNPROCESSABLE', messages.characteristic.valueNotFound);
    }
  }
  edit.deleted = [...unclaimed];
  return edit;
}
