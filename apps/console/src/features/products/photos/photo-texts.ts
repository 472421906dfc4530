import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { pluralRu } from '@vitrina/contracts/plural';

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
