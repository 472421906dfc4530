import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { temporaryValueIds } from './temporary-value-ids';

/** A value as a dialog holds it: a stored id, or a `temp-` id for one added here. */
export interface ValueDraft {
  id: number | string;
  value: string;
}

const isBlank = ({ value }: ValueDraft) => value.trim() === '';

/**
 * The values a dialog edits, newest on top (spec §2.8). Adding focuses the new input; while the
 * newest value, the top one, is still blank, adding focuses it instead of adding another.
 */
export function useValueDrafts(initial: (newId: () => string) => ValueDraft[]) {
  const [nextId] = useState(temporaryValueIds);
  const [drafts, setDrafts] = useState(() => initial(nextId));
  const inputs = useRef(new Map<ValueDraft['id'], HTMLInputElement>());
  const full = drafts.length >= CHARACTERISTIC_LIMITS.valuesMax;

  const add = () => {
    const newest = drafts[0];
    if (newest && isBlank(newest)) {
      inputs.current.get(newest.id)?.focus();
      return;
    }
    if (full) return;
    const draft = { id: nextId(), value: '' };
    // Rendered at once, so its input is there to take the focus.
    flushSync(() => setDrafts((current) => [draft, ...current]));
    inputs.current.get(draft.id)?.focus();
  };

  const change = (id: ValueDraft['id'], value: string) =>
    setDrafts((current) => current.map((draft) => (draft.id === id ? { id, value } : draft)));

  const remove = (id: ValueDraft['id']) =>
    setDrafts((current) => current.filter((draft) => draft.id !== id));

  /** The ref of a value's input, so adding can focus it. */
  const inputRef = (id: ValueDraft['id']) => (input: HTMLInputElement | null) => {
    if (input) inputs.current.set(id, input);
    else inputs.current.delete(id);
  };

  return { drafts, full, add, change, remove, inputRef };
}

export type ValueDrafts = ReturnType<typeof useValueDrafts>;
