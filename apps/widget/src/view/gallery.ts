import type { StorefrontPhoto } from '@vitrina/contracts/storefront';
import { h } from '../dom';
import { photoAttributes } from '../media';

/** A horizontal move longer than this, in CSS pixels, turns the photo. */
const SWIPE_PX = 40;

/** The view shows a photo up to 560 px wide, the whole screen's width on a phone. */
const PHOTO_SIZES = '(max-width: 720px) 100vw, 560px';

type Photo = NonNullable<ReturnType<typeof photoAttributes>>;

export interface Gallery {
  element: HTMLElement;
  /** Shows the photos on Vitrina's origin among `photos`, the one on screen kept on screen. */
  show(photos: StorefrontPhoto[]): void;
  /** Turns by `step` photos, from the last to the first and back. */
  turn(step: number): void;
}

/** Calls `turn` for a swipe across `target`: a mostly horizontal move of a finger, pen or mouse. */
function onSwipe(target: HTMLElement, turn: (step: number) => void): void {
  let start: { x: number; y: number } | null = null;
  target.addEventListener(
    'pointerdown',
    (event) => (start = { x: event.clientX, y: event.clientY }),
  );
  target.addEventListener('pointercancel', () => (start = null));
  target.addEventListener('pointerup', (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) turn(dx < 0 ? 1 : -1);
  });
}

/**
 * A product's photos one at a time: arrows, swipe and a counter «2 из 5» that screen readers
 * announce politely; arrows and counter only when there is more than one photo.
 */
export function gallery(title: string, origin: string): Gallery {
  let photos: Photo[] = [];
  let index = 0;
  const image = h('img', { sizes: PHOTO_SIZES, draggable: 'false' });
  const counter = h('p', { class: 'counter', 'aria-live': 'polite' });
  const arrow = (side: string, label: string, glyph: string, step: number) =>
    h(
      'button',
      { type: 'button', class: `arrow ${side}`, 'aria-label': label, onclick: () => turn(step) },
      glyph,
    );
  const arrows = [
    arrow('prev', 'Предыдущее фото', '‹', -1),
    arrow('next', 'Следующее фото', '›', 1),
  ];
  const stage = h('div', { class: 'stage' }, image, ...arrows);
  const element = h('div', { class: 'gallery' }, stage, counter);

  const draw = () => {
    const photo = photos[index];
    const many = photos.length > 1;
    element.hidden = !photo;
    arrows.forEach((button) => (button.hidden = !many));
    counter.textContent = many ? `${index + 1} из ${photos.length}` : '';
    if (!photo) return;
    const alt = many ? `${title}, фото ${index + 1} из ${photos.length}` : title;
    for (const [name, value] of Object.entries({ src: photo.src, srcset: photo.srcset, alt })) {
      image.setAttribute(name, value);
    }
  };
  const turn = (step: number) => {
    if (photos.length < 2) return;
    index = (index + step + photos.length) % photos.length;
    draw();
  };
  const show = (given: StorefrontPhoto[]) => {
    const shown = photos[index]?.src;
    photos = given.map((photo) => photoAttributes(photo, origin)).filter((photo) => !!photo);
    index = Math.max(
      0,
      photos.findIndex((photo) => photo.src === shown),
    );
    draw();
  };

  onSwipe(stage, turn);
  return { element, show, turn };
}
