import { lastActivityAt } from '../last-activity';
import { message, ticket } from '../../test-utils/fixtures';

describe('last activity', () => {
  it('is the newest message when it is newer than the ticket’s own times', () => {
    const reply = message({ created_at: '2026-03-03T08:00:00.000Z' });
    expect(lastActivityAt(ticket({ updated_at: '2026-03-02T00:00:00.000Z', message_data: [reply] }))).toBe(
      reply.created_at,
    );
  });

  it('is updated_at after a status change, or without messages', () => {
    const early = message({ created_at: '2026-03-01T09:30:00.000Z' });
    expect(lastActivityAt(ticket({ updated_at: '2026-03-04T00:00:00.000Z', message_data: [early] }))).toBe(
      '2026-03-04T00:00:00.000Z',
    );
    expect(lastActivityAt(ticket({ updated_at: '2026-03-05T00:00:00.000Z', message_data: undefined }))).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });
});
