import type { Shape } from './shape';

export interface Painter {
  paint(shape: Shape): void;
}
