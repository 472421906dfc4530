// The job id of an apply under way, kept in the browser so that its progress is shown again on
// the collection page after the dialog, or the tab, was closed. Collection ids are unique across
// shops, so the key names the shop's collection alone.

const keyOf = (collectionId: number) => `vitrina-import:${collectionId}`;

export function readRunningImport(collectionId: number): number | null {
  const id = Number(localStorage.getItem(keyOf(collectionId)));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function keepRunningImport(collectionId: number, jobId: number): void {
  localStorage.setItem(keyOf(collectionId), String(jobId));
}

export function forgetRunningImport(collectionId: number): void {
  localStorage.removeItem(keyOf(collectionId));
}
