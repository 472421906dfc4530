import { describe, expect, it } from 'vitest';
import { pluralRu } from './plural';

const FILES = ['файл', 'файла', 'файлов'] as const;

describe('pluralRu', () => {
  it.each([
    [1, 'файл'],
    [21, 'файл'],
    [101, 'файл'],
    [1001, 'файл'],
    [2, 'файла'],
    [3, 'файла'],
    [4, 'файла'],
    [22, 'файла'],
    [104, 'файла'],
    [0, 'файлов'],
    [5, 'файлов'],
    [10, 'файлов'],
    [11, 'файлов'],
    [12, 'файлов'],
    [14, 'файлов'],
    [15, 'файлов'],
    [20, 'файлов'],
    [25, 'файлов'],
    [111, 'файлов'],
    [112, 'файлов'],
    [-1, 'файл'],
    [-3, 'файла'],
  ])('%i %s', (count, form) => {
    expect(pluralRu(count, FILES)).toBe(form);
  });

  it('puts a fraction in the genitive singular', () => {
    expect(pluralRu(1.5, FILES)).toBe('файла');
  });
});
