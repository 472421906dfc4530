import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until no dialog is left, closing transition included. While a modal is open the rest
 * of the page is hidden from role queries, so an element "not found" then proves nothing.
 */
export const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
