import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { AgentNotification } from '@nomada/contracts';
import { renderAt } from '@nomada/ui/testing';
import { signInAs } from '@nomada/state/testing';
import AgentApp from '../../../app/app';
import { dashboardData } from '../../../testing/agent-data';
import { stubAgentApi } from '../../../testing/stub-agent-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const APPLICANT = '6f0c1c1e-5a57-4f32-9d7e-0f1b8e0d8a11';
const items: AgentNotification[] = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    kind: 'upload',
    text: 'Ana García: Valid passport',
    userId: APPLICANT,
    created_at: '2026-11-20T10:00:00.000Z',
    read: false,
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    kind: 'contact',
    text: 'Tom Baker <tom@example.com>: Bank statements',
    userId: null,
    created_at: '2026-11-20T09:00:00.000Z',
    read: false,
  },
];

const renderApp = (path: string) =>
  renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AgentApp />
    </SWRConfig>,
    path,
  );

describe('agent notifications', () => {
  it('counts the unread in the workspace bar, on every agent page', async () => {
    signInAs('agent');
    stubAgentApi({ data: dashboardData(), notifications: () => ({ items, unread: 2 }) });
    renderApp('/agent/dashboard');
    const link = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(link.getAttribute('href')).toBe('/agent/notifications');
  });

  it('lists them with links to the applicant, and marks them read', async () => {
    signInAs('agent');
    const api = stubAgentApi({
      data: dashboardData(),
      notifications: () => ({ items, unread: 2 }),
    });
    renderApp('/agent/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [upload, contact] = within(list).getAllByRole('listitem');
    expect(within(upload!).getByText('Document uploaded')).toBeInTheDocument();
    const toCase = within(upload!).getByRole('link', { name: 'Ana García: Valid passport' });
    expect(toCase.getAttribute('href')).toBe(`/agent/applicants/${APPLICANT}`);
    expect(within(contact!).queryByRole('link')).toBeNull();

    await userEvent.click(within(contact!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(api.readRequests()).toEqual([{ ids: [items[1]!.id] }]));
    await userEvent.click(toCase);
    await waitFor(() => expect(api.readRequests()).toContainEqual({ ids: [items[0]!.id] }));
    // The case page's code loads first (a transition): the location changes once it is there.
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/agent/applicants/${APPLICANT}`),
    );
  });

  it('marks every unread one read, those beyond the list too', async () => {
    signInAs('agent');
    const older = { ...items[0]!, id: '00000000-0000-4000-8000-00000000a003' };
    const unreadPages = [items, [older], []];
    const api = stubAgentApi({
      data: dashboardData(),
      notifications: (request) =>
        (request.body as { unreadOnly?: boolean }).unreadOnly
          ? { items: unreadPages.shift() ?? [], unread: 0 }
          : { items, unread: 3 },
    });
    renderApp('/agent/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.readRequests()).toEqual([
        { ids: items.map((item) => item.id) },
        { ids: [older.id] },
      ]),
    );
  });
});
