import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, stubFetch } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { LawyerChatLink } from './lawyer-chat-link';

const render = () =>
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LawyerChatLink />
    </SWRConfig>,
    '/dashboard',
  );

afterEach(() => vi.unstubAllGlobals());

describe('LawyerChatLink', () => {
  it('leads premium applicants to the lawyer chat with the count of unread messages', async () => {
    signInAs('premiumApplicant');
    const api = stubFetch({
      body: {
        threads: [
          {
            userId: '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10',
            unread: 3,
            last_message_at: '2026-03-01T10:00:00Z',
          },
        ],
      },
    });
    render();
    const link = screen.getByRole('link', { name: /Messages with your lawyer/ });
    expect(link.getAttribute('href')).toBe('/dashboard/lawyer-chat');
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(api.requests[0]?.path).toBe('/functions/lawyer-unread-counts');
  });

  it('shows no count when everything is read, and nothing at all to basic applicants', async () => {
    signInAs('premiumApplicant');
    stubFetch({ body: { threads: [] } });
    const { unmount } = render();
    expect(screen.getByRole('link', { name: 'Messages with your lawyer' })).toBeInTheDocument();
    unmount();
    signInAs('basicApplicant');
    const api = stubFetch();
    render();
    expect(screen.queryByRole('link')).toBeNull();
    expect(api.mock).not.toHaveBeenCalled();
  });
});
