import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { pluralRu } from '@vitrina/contracts/plural';
import type { MoveTexts } from '../sortable/sortable-accessibility';

const MAX_FILE_MEGABYTES = PHOTO_LIMITS.maxFileBytes / (1024 * 1024);
const TOO_MANY_PHOTOS = messages.photo.tooManyPhotos(PHOTO_LIMITS.maxPhotosPerProduct);

// The limits are told in the server's own words, so a pick refused here reads as a refused upload.
export const photoTexts = {
  heading: 'Фотографии',
  empty: 'Фотографий пока нет',
  add: 'Добавить изображения',
  full: `${TOO_MANY_PHOTOS}: больше не добавить.`,
  gridLabel: 'Фотографии товара',
  photo: (position: number) => `Фото ${position}`,
  mainBadge: 'Главное фото',
  makeMain: (position: number) => `Сделать фото ${position} главным`,
  move: (position: number) => `Переместить фото ${position}`,
  remove: (position: number) => `Удалить фото ${position}`,
  /** What the delete confirmation names: «Фото 2 товара «Кеды»». */
  deleted: (position: number, product: string) => `Фото ${position} товара «${product}»`,
  /** What a screen reader hears while a photo, named by its place, is moved. */
  moves: {
    instructions:
      'Чтобы переместить фото, нажмите пробел или Enter, двигайте его стрелками, ' +
      'пробелом или Enter поставьте на место; Escape отменяет перемещение.',
    pickedUp: (photo) => `Фото ${photo} поднято.`,
    over: (photo, place) => `Фото ${photo} над местом ${place}.`,
    outside: (photo) => `Фото ${photo} вне сетки.`,
    dropped: (photo, place) => `Фото ${photo} поставлено на место ${place}.`,
    unmoved: (photo) => `Фото ${photo} осталось на месте.`,
    cancelled: (photo) => `Перемещение отменено, фото ${photo} осталось на месте.`,
  } satisfies MoveTexts,

  dropHint: 'Перетащите сюда фотографии для загрузки',
  pick: 'Выбрать файлы',
  picked: (count: number) => `Вы выбрали ${count} ${pluralRu(count, ['файл', 'файла', 'файлов'])}`,
  pickedLabel: 'Выбранные изображения',
  removePicked: (name: string) => `Убрать «${name}»`,
  removeAll: 'Удалить все',
  imagesOnly: messages.product.imagesOnly,
  tooLarge: (name: string) =>
    `${messages.photo.fileTooLarge(name, MAX_FILE_MEGABYTES)}: он не добавлен.`,
  overLimit: `${TOO_MANY_PHOTOS}: добавлены не все файлы.`,
  save: 'Сохранить',
  cancel: 'Отменить',
  progress: 'Загрузка изображений',
  cancelUpload: 'Отменить загрузку',
  uploadFailed: 'Не удалось загрузить изображения',
} as const;
