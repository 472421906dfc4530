/**
 * The merchant's unsaved order of the characteristics over newer saved data (after one was
 * added, removed or had its main values set elsewhere in the editor): the merchant's order for
 * the ids still saved, then the newly saved ids in their saved order; ids no longer saved go.
 */
export function mergeOrder(arranged: readonly number[], saved: readonly number[]): number[] {
  const kept = arranged.filter((id) => saved.includes(id));
  const added = saved.filter((id) => !arranged.includes(id));
  return [...kept, ...added];
}
