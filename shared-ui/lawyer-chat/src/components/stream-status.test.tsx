import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@nomada/ui/testing';
import { TEST_NAMESPACE } from '../testing/test-catalogue';
import { StreamStatus } from './stream-status';

describe('StreamStatus', () => {
  it('says so only while live updates are reconnecting', () => {
    for (const stream of ['connecting', 'live'] as const) {
      const { unmount } = renderAt(<StreamStatus namespace={TEST_NAMESPACE} stream={stream} />);
      expect(screen.queryByRole('status')).toBeNull();
      unmount();
    }
    renderAt(<StreamStatus namespace={TEST_NAMESPACE} stream="reconnecting" />);
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
  });
});
