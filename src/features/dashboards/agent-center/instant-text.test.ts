import { describe, expect, it } from 'vitest';
import { TIME_FORMAT_12H, TIME_FORMAT_24H } from '../../../domain/format';
import { instantText } from './instant-text';

describe('an instant on the agent dashboard', () => {
  const afternoon = Date.UTC(2026, 10, 27, 16, 40);
  it("follows the user's time format", () => {
    expect(instantText(afternoon, 'UTC', TIME_FORMAT_24H, 'None')).toBe('11/27/2026 16:40');
    expect(instantText(afternoon, 'UTC', TIME_FORMAT_12H, 'None')).toMatch(
      /^11\/27\/2026 4:40 pm$/i,
    );
  });
  it('says none for no instant', () => {
    expect(instantText(null, 'UTC', TIME_FORMAT_24H, 'None')).toBe('None');
  });
});
