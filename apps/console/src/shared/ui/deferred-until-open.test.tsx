import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredUntilOpen } from './deferred-until-open';

let loads = 0;
const Overlay = lazy(async () => {
  loads += 1;
  return { default: ({ open }: { open: boolean }) => <p>{open ? 'открыто' : 'закрывается'}</p> };
});

describe('DeferredUntilOpen', () => {
  it('loads nothing until the first opening, then stays to play its closing', async () => {
    const { rerender } = render(
      <DeferredUntilOpen open={false}>
        <Overlay open={false} />
      </DeferredUntilOpen>,
    );
    expect(loads).toBe(0);
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();

    rerender(
      <DeferredUntilOpen open>
        <Overlay open />
      </DeferredUntilOpen>,
    );
    expect(await screen.findByText('открыто')).toBeInTheDocument();

    rerender(
      <DeferredUntilOpen open={false}>
        <Overlay open={false} />
      </DeferredUntilOpen>,
    );
    expect(screen.getByText('закрывается')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
