import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import { isImageFile } from './image-file';

/** A file chosen for upload, with the object URL of its preview. */
export interface PickedPhoto {
  key: string;
  file: File;
  url: string;
}

/** Why some files of the last pick were not added. */
export interface PickNotices {
  /** Some were not images. */
  imagesOnly: boolean;
  /** Names of the images over the size limit. */
  tooLarge: readonly string[];
  /** The product's photo limit left no room for some. */
  overLimit: boolean;
}

const NO_NOTICES: PickNotices = { imagesOnly: false, tooLarge: [], overLimit: false };

const revoke = (photos: readonly PickedPhoto[]) =>
  photos.forEach((photo) => URL.revokeObjectURL(photo.url));

/**
 * The files chosen in the add-photo dialog. Only images within the size limit are added, and no
 * more than `room` in all. Each keeps an object URL for its preview, revoked when the file is
 * removed or the dialog closes.
 */
export function usePickedPhotos(room: number) {
  const [photos, setPhotos] = useState<readonly PickedPhoto[]>([]);
  const [notices, setNotices] = useState<PickNotices>(NO_NOTICES);
  // The list as last set: an add reads it after its checks, and the unmount revokes from it.
  const latest = useRef<readonly PickedPhoto[]>([]);
  const mounted = useRef(false);
  const nextKey = useRef(0);

  useEffect(() => {
    const held = latest;
    mounted.current = true;
    return () => {
      mounted.current = false;
      revoke(held.current);
      held.current = [];
    };
  }, []);

  const keep = (next: readonly PickedPhoto[]) => {
    latest.current = next;
    setPhotos(next);
  };

  async function add(files: readonly File[]) {
    const images = await Promise.all(files.map(isImageFile));
    if (!mounted.current) return; // the dialog closed while the files were read
    const accepted = files.filter((_file, index) => images[index]);
    const fitting = accepted.filter((file) => file.size <= PHOTO_LIMITS.maxFileBytes);
    const free = Math.max(0, room - latest.current.length);
    const added = fitting.slice(0, free).map((file) => ({
      key: `picked-${nextKey.current++}`,
      file,
      url: URL.createObjectURL(file),
    }));
    keep([...latest.current, ...added]);
    setNotices({
      imagesOnly: accepted.length < files.length,
      tooLarge: accepted.filter((file) => !fitting.includes(file)).map((file) => file.name),
      overLimit: fitting.length > free,
    });
  }

  /** Removes the photos `which` picks, revoking their previews. */
  function removeWhere(which: (photo: PickedPhoto) => boolean) {
    revoke(latest.current.filter(which));
    keep(latest.current.filter((photo) => !which(photo)));
  }

  return {
    photos,
    notices,
    add,
    remove: (key: string) => removeWhere((photo) => photo.key === key),
    removeAll: () => removeWhere(() => true),
    /** Drops the files that have been uploaded already. */
    removeFiles: (files: readonly File[]) => removeWhere((photo) => files.includes(photo.file)),
  };
}
