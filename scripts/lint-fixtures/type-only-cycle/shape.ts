import type { Painter } from './painter';

export interface Shape {
  paintWith(painter: Painter): void;
}
