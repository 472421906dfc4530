import { describe, expect, it } from 'vitest';
import { mainValueLines } from './characteristic-lines';

const value = (text: string, main: boolean) => ({ value: text, main_value: main });

describe('mainValueLines', () => {
  it('writes each characteristic with main values as «Title: value, value», in order', () => {
    expect(
      mainValueLines([
        {
          title: 'Цвет',
          values: [value('красный', true), value('зелёный', false), value('синий', true)],
        },
        { title: 'Материал', values: [value('хлопок', true)] },
      ]),
    ).toEqual(['Цвет: красный, синий', 'Материал: хлопок']);
  });

  it('leaves out a characteristic without main values', () => {
    expect(
      mainValueLines([
        { title: 'Размер', values: [value('M', false)] },
        { title: 'Пустая', values: [] },
      ]),
    ).toEqual([]);
  });
});
