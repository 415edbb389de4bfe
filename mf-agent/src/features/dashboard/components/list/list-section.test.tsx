import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentDashboardRequest } from '@nomada/contracts';
import { signInAs, type StubRequest } from '@nomada/state/testing';
import { agentUser, dashboardData } from '../../../../testing/agent-data';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { stubAgentApi } from '../../../../testing/stub-agent-api';

const people = Array.from({ length: 25 }, (_, index) =>
  agentUser({ first_name: `Persona`, last_name: `Número ${String.fromCharCode(65 + index)}` }),
);

/** Answers like the review service: the asked page of the unassigned list, searched by name. */
function answer(request: StubRequest) {
  const query = (request.body as AgentDashboardRequest | undefined)?.unassignedUsers ?? {};
  const page = query.page ?? 1;
  const size = query.pageSize ?? 20;
  const search = query.search?.toLowerCase() ?? '';
  const matching = people.filter((person) =>
    `${person.first_name} ${person.last_name}`.toLowerCase().includes(search),
  );
  const data = dashboardData({ unassignedUsers: matching.slice((page - 1) * size, page * size) });
  data.pagination.unassignedUsers = { page, pageSize: size, total: matching.length };
  return data;
}

const unassigned = () => screen.getByRole('region', { name: 'Applicants without an agent' });
const lastQuery = (requests: StubRequest[]) =>
  (requests.at(-1)?.body as AgentDashboardRequest).unassignedUsers;

beforeEach(() => signInAs('agent'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a dashboard list', () => {
  it('pages through the list, asking the server for each page', async () => {
    const api = stubAgentApi({ data: answer });
    renderDashboard();
    await screen.findByText('Persona Número A');
    const region = within(unassigned());
    expect(region.getByText('Showing 1–10 of 25')).toBeInTheDocument();
    expect(region.getByRole('button', { name: /Previous/ }).hasAttribute('disabled')).toBe(true);
    expect(lastQuery(api.dataRequests())).toEqual({ page: 1, pageSize: 10 });

    await userEvent.click(region.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(region.getByText('Showing 11–20 of 25')).toBeInTheDocument());
    expect(lastQuery(api.dataRequests())).toEqual({ page: 2, pageSize: 10 });
    expect(region.getByText('Persona Número K')).toBeInTheDocument();
    expect(region.queryByText('Persona Número A')).toBeNull();
  });

  it('searches by name or email from the first page, once typing pauses', async () => {
    const api = stubAgentApi({ data: answer });
    renderDashboard();
    await screen.findByText('Persona Número A');
    const region = within(unassigned());
    await userEvent.click(region.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(region.getByText('Showing 11–20 of 25')).toBeInTheDocument());

    await userEvent.type(
      region.getByRole('searchbox', { name: 'Search by name or email' }),
      'número b',
    );
    await waitFor(() =>
      expect(lastQuery(api.dataRequests())).toMatchObject({ search: 'número b' }),
    );
    expect(lastQuery(api.dataRequests())).toEqual({ page: 1, pageSize: 10, search: 'número b' });
    await waitFor(() => expect(region.getByText('Persona Número B')).toBeInTheDocument());
    expect(region.queryByRole('navigation')).toBeNull();

    await userEvent.type(region.getByRole('searchbox'), 'zz');
    expect(await region.findByText('Nothing matches “número bzz”.')).toBeInTheDocument();
  });
});
