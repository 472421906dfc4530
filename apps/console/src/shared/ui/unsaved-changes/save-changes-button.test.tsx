import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SaveChangesButton } from './save-changes-button';
import { UnsavedChangesProvider, useUnsavedChanges } from './unsaved-changes';

/** A part with one field, saved by `onSave` with the field's value. */
function Part({ name, onSave }: { name: string; onSave: (value: string) => Promise<void> }) {
  const [saved, setSaved] = useState('');
  const [value, setValue] = useState('');
  useUnsavedChanges(value !== saved, async () => {
    await onSave(value);
    setSaved(value);
  });
  return (
    <input aria-label={name} value={value} onChange={(event) => setValue(event.target.value)} />
  );
}

function Page({ onSave }: { onSave: (value: string) => Promise<void> }) {
  const [second, setSecond] = useState(true);
  return (
    <UnsavedChangesProvider>
      <SaveChangesButton />
      <Part name="Первая" onSave={onSave} />
      {second && <Part name="Вторая" onSave={onSave} />}
      <button onClick={() => setSecond(false)}>Убрать вторую</button>
    </UnsavedChangesProvider>
  );
}

const button = () => screen.getByRole('button', { name: 'Сохранить изменения' });

describe('«Сохранить изменения»', () => {
  it('is disabled with its reason until a part changes, saves the parts changed, then is disabled again', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderWithProviders(<Page onSave={onSave} />, createFakeApi());
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription('Изменений нет');

    await user.type(screen.getByRole('textbox', { name: 'Вторая' }), 'б');
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveAccessibleDescription();
    await user.click(button());

    await waitFor(() => expect(button()).toBeDisabled());
    expect(button()).toHaveAccessibleDescription('Изменений нет');
    expect(onSave.mock.calls).toEqual([['б']]);
  });

  it('forgets the changes of a part no longer shown', async () => {
    const onSave = vi.fn(async () => undefined);
    const { user } = renderWithProviders(<Page onSave={onSave} />, createFakeApi());

    await user.type(screen.getByRole('textbox', { name: 'Вторая' }), 'б');
    await user.click(screen.getByRole('button', { name: 'Убрать вторую' }));

    expect(button()).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
