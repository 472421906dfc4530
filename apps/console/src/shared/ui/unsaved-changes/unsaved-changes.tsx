import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** A part of a page with changes of its own: whether it has any, and how it saves them. */
export interface PartChanges {
  dirty: boolean;
  /** Saves the part's changes; the part says how it went (its fields' errors, a toast). */
  save: () => Promise<unknown>;
}

interface UnsavedChangesValue {
  parts: ReadonlyMap<string, PartChanges>;
  /** Keeps a part's changes under its id; null: the part is gone. */
  set: (id: string, changes: PartChanges | null) => void;
}

const UnsavedChangesContext = createContext<UnsavedChangesValue | null>(null);

/**
 * A page whose parts keep their changes until one button saves them (the settings page's
 * «Сохранить изменения»): each part shown registers with `useUnsavedChanges`, the button reads
 * `usePendingChanges`. Parts that save each change at once register nothing.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState<ReadonlyMap<string, PartChanges>>(new Map());
  const set = useCallback((id: string, changes: PartChanges | null) => {
    setParts((current) => {
      const next = new Map(current);
      if (changes) next.set(id, changes);
      else next.delete(id);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ parts, set }), [parts, set]);
  return <UnsavedChangesContext value={value}>{children}</UnsavedChangesContext>;
}

/**
 * Tells the page, while the part is shown, whether it has changes to save and how to save them.
 * Outside such a page it does nothing: the part then saves itself.
 */
export function useUnsavedChanges(dirty: boolean, save: () => Promise<unknown>) {
  const set = useContext(UnsavedChangesContext)?.set;
  const id = useId();
  // The latest `save`, so that a new one each render does not register the part again.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    set?.(id, { dirty, save: () => latestSave.current() });
  }, [set, id, dirty]);
  useEffect(() => () => set?.(id, null), [set, id]);
}

/** Whether a part of the page has changes, and saving those of every part that has some. */
export function usePendingChanges() {
  const parts = useContext(UnsavedChangesContext)?.parts;
  const dirtyParts = [...(parts?.values() ?? [])].filter((part) => part.dirty);
  return {
    dirty: dirtyParts.length > 0,
    save: () => Promise.all(dirtyParts.map((part) => part.save())),
  };
}
