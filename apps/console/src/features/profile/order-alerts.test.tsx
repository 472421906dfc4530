import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOrderAlertPrefs } from '../../shared/alerts/order-alert-prefs';
import { renderApp } from '../../testing/render-app';
import { profileAlertTexts as texts } from './profile-alert-texts';
import { fakeProfileServer } from './testing/fake-profile-server';

/** The browser's Notification as far as the switch uses it: a permission and a way to ask. */
function browserNotifications(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => {
    stand.permission = answer;
    return answer;
  });
  const stand = { permission: 'default' as NotificationPermission, requestPermission };
  vi.stubGlobal('Notification', stand);
  return stand;
}

async function openProfile() {
  const rendered = renderApp('/profile', { signedIn: true, api: fakeProfileServer() });
  await screen.findByRole('heading', { name: texts.heading });
  return rendered;
}

describe('signals of new orders in the profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the sound switch in this browser, off until turned on', async () => {
    const { user } = await openProfile();
    const sound = screen.getByRole('switch', { name: texts.sound });
    expect(sound).not.toBeChecked();

    await user.click(sound);

    expect(sound).toBeChecked();
    expect(readOrderAlertPrefs()).toEqual({ sound: true, notification: false });
  });

  it("asks the browser's permission on the click, never on load, and keeps the switch once given", async () => {
    const notifications = browserNotifications('granted');
    const { user } = await openProfile();
    expect(notifications.requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('switch', { name: texts.notification }));

    expect(notifications.requestPermission).toHaveBeenCalledOnce();
    expect(screen.getByRole('switch', { name: texts.notification })).toBeChecked();
    expect(readOrderAlertPrefs().notification).toBe(true);
  });

  it('says how to allow them when the browser refuses, and leaves the switch off', async () => {
    browserNotifications('denied');
    const { user } = await openProfile();

    await user.click(screen.getByRole('switch', { name: texts.notification }));

    expect(await screen.findByText(texts.notificationsDenied)).toBeVisible();
    expect(screen.getByRole('switch', { name: texts.notification })).not.toBeChecked();
    expect(readOrderAlertPrefs().notification).toBe(false);
  });
});
