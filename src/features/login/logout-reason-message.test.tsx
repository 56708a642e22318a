// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LogoutReason } from '../../protocol/hub';
import { initI18n } from '../../app/i18n';
import { LogoutReasonMessage } from './logout-reason-message';

function shown(reason: LogoutReason): string {
  render(<LogoutReasonMessage reason={reason} />);
  const text = screen.getByRole('status').textContent ?? '';
  cleanup();
  return text;
}

describe('the logout reason a user reads (agent-desktop §8 catalogue)', () => {
  beforeAll(async () => {
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('each logout code shows the catalogue text', () => {
    expect(shown({ code: 'networkErrors' })).toBe(
      'Network Error. Max consecutive network errors reached (5). automated log out.',
    );
    expect(shown({ code: 'licenseLimit' })).toBe('License Limit Reached. automated log out.');
    expect(shown({ code: 'orgConfiguration' })).toBe(
      '500 Service Unavailable. Please try again later.',
    );
    expect(shown({ code: 'sessionExpired' })).toBe('Session Expired');
    expect(shown({ code: 'illegalSession', serverMessage: 'Illegal Session Id' })).toBe(
      '401 Unauthorized. Illegal Session Id',
    );
    expect(shown({ code: 'unauthorized' })).toBe('401 Unauthorized. automated log out.');
    expect(shown({ code: 'keepAliveTryLater' })).toBe(
      '500 - Max consecutive keepAlive failed requests (5). automated log out.',
    );
    expect(shown({ code: 'keepAliveUnauthorized' })).toBe(
      '401 - Max consecutive keepAlive failed requests (5). automated log out.',
    );
  });

  it('an illegal session without a server message reads "401 Unauthorized."', () => {
    expect(shown({ code: 'illegalSession' })).toBe('401 Unauthorized.');
  });

  it("a user's own logout says so as information, not as a warning", () => {
    render(<LogoutReasonMessage reason={{ code: 'userLogout' }} />);
    expect(screen.getByRole('status').className).toContain('message-info');
  });
});
