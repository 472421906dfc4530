import { render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyBesideData } from './load-when-idle';

const loadingFallback = <p>Загрузка</p>;

describe('lazyBesideData', () => {
  it('starts fetching its code at once, before anything renders it', () => {
    let loads = 0;
    lazyBesideData(async () => {
      loads += 1;
      return { default: () => <p>Редактор</p> };
    });

    expect(loads).toBe(1);
  });

  it('draws a part whose code has come at once, without its fallback', async () => {
    let loaded!: () => void;
    const arrived = new Promise<void>((resolve) => (loaded = resolve));
    const Editor = lazyBesideData(async () => {
      loaded();
      return { default: ({ title }: { title: string }) => <p>{title}</p> };
    });
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 0));

    render(
      <Suspense fallback={loadingFallback}>
        <Editor title="Кружка" />
      </Suspense>,
    );

    // Plain lazy() would show «Загрузка» first, whatever it had already fetched.
    expect(screen.getByText('Кружка')).toBeInTheDocument();
    expect(screen.queryByText('Загрузка')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code is still on its way', async () => {
    const Editor = lazyBesideData(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p>Редактор</p> }), 20),
        ),
    );

    render(
      <Suspense fallback={loadingFallback}>
        <Editor />
      </Suspense>,
    );

    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    expect(await screen.findByText('Редактор')).toBeInTheDocument();
  });
});
