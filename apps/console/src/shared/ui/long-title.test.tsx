import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LongTitle } from './long-title';

const LONG = 'Ж'.repeat(200);

describe('long title', () => {
  it('breaks long words and cuts after its lines, keeping its text as the name', () => {
    render(<LongTitle title={LONG} component="h2" lines={2} />);

    const heading = screen.getByRole('heading', { name: LONG });
    expect(heading).toHaveStyle({
      overflowWrap: 'anywhere',
      overflow: 'hidden',
      WebkitLineClamp: '2',
    });
  });

  it('shows the whole title in a tooltip', async () => {
    const user = userEvent.setup();
    render(<LongTitle title={LONG} component="h2" />);

    await user.hover(screen.getByRole('heading'));

    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  });
});
