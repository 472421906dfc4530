// Times the photo pipeline (judge, decode, orient, re-encode as WebP at 2560, 800 and 320) on
// 12-megapixel JPEGs like a phone's: one at a time, as one upload request runs them, and as
// many at once as the machine has cores, as concurrent uploads would.
import { availableParallelism } from 'node:os';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import sharp from 'sharp';
import { encodePhoto } from '../src/features/product-photos/image-pipeline';

const WIDTH = 4000;
const HEIGHT = 3000;
const IMAGES = 2;
const RUNS = 12;
const limits = { maxPixels: PHOTO_LIMITS.maxMegapixels * 1_000_000 };

/**
 * A photo-like JPEG, about as large as a phone's: smooth shapes (blurred noise) with fine grain
 * on top, quality 90.
 */
async function twelveMegapixelJpeg(seed: number) {
  const noise = (sigma: number) =>
    sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 110 + seed * 20, sigma },
      },
    });
  const shapes = await noise(60).blur(8).png({ compressionLevel: 1 }).toBuffer();
  const grain = await noise(12).png({ compressionLevel: 1 }).toBuffer();
  return sharp(shapes)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed(label: string, concurrency: number, images: Buffer[]) {
  let next = 0;
  let outputBytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let run = next++; run < RUNS; run = next++) {
        const photo = await encodePhoto(images[run % images.length]!, limits);
        outputBytes += photo.orig.length + photo.preview.length + photo.small.length;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${RUNS} images in ${seconds.toFixed(1)} s, ${(RUNS / seconds).toFixed(2)} images/s` +
      ` (${((seconds * 1000) / RUNS).toFixed(0)} ms each); ${mb(outputBytes / RUNS)} of WebP per image`,
  );
}

console.log(`Generating ${IMAGES} JPEGs of ${WIDTH}×${HEIGHT} (12 megapixels)…`);
const generating = performance.now();
const images = await Promise.all(
  Array.from({ length: IMAGES }, (_, seed) => twelveMegapixelJpeg(seed)),
);
console.log(
  `${mb(images.reduce((sum, image) => sum + image.length, 0) / IMAGES)} each, made in ` +
    `${((performance.now() - generating) / 1000).toFixed(1)} s`,
);
await encodePhoto(images[0]!, limits); // warm-up
const cores = availableParallelism();
await timed('one at a time', 1, images);
await timed(`${cores} at once (cores)`, cores, images);
