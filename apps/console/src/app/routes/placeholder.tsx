/** Sections that exist in the menu but have no content yet: an empty page. */
export function Component() {
  return null;
}
