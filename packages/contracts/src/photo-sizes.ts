/**
 * A product photo's files, by one name everywhere (decision 54): the file's name, the row's key
 * column, the public answers' fields and the widget's srcset. `orig` is the photo within its
 * 2560 px box, `preview` 800 px wide (cards, galleries), `small` 320 px wide (thumbnails).
 */
export const PHOTO_WIDTHS = { orig: 2560, preview: 800, small: 320 } as const;

export type PhotoSize = keyof typeof PHOTO_WIDTHS;

/** The name of a photo's file of `size` in its folder: `800.webp`. */
export const photoFileName = (size: PhotoSize) => `${PHOTO_WIDTHS[size]}.webp`;
