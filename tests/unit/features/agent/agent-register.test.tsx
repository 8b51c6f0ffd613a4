import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as RegisterPage } from '@/features/agent/register-page';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { agentTextsLoaded, failing, loggedIn } from './agent-scenarios';

describe('agent account creation and invitation links', () => {
  beforeAll(agentTextsLoaded);
  let posted: Array<{ path: string; method: string }>;
  beforeEach(() => {
    posted = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method !== 'GET') posted.push({ path: url.pathname + url.search, method: request.method });
    });
  });
  afterEach(() => server.events.removeAllListeners());

  it('creates a sub-agent with the brand’s registration rules, encrypted', async () => {
    const { user } = renderWithProviders(<RegisterPage />, loggedIn);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    await user.selectOptions(within(form).getByLabelText(/^Account type/), 'agent');
    await user.type(within(form).getByLabelText(/^Username/), '9x');
    await user.type(within(form).getByLabelText(/^Password/), 'short');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'other');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    // the brand's username rule (pattern 1, 6-16) and the pair are judged before anything is sent
    expect(await within(form).findByText('Username: 6-16 characters, starting with a letter, letters and digits only')).toBeInTheDocument();
    expect(within(form).getByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^Username/));
    await user.type(within(form).getByLabelText(/^Username/), 'newagent01');
    await user.clear(within(form).getByLabelText(/^Password/));
    await user.type(within(form).getByLabelText(/^Password/), 'Secret1234');
    await user.clear(within(form).getByLabelText(/^Confirm password/));
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Secret1234');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sub-agent newagent01 was created.');
    expect(posted).toEqual([{ path: api.agentCreateDownline.path, method: 'POST' }]);
  });

  it('puts the server’s refusal under its field', async () => {
    server.use(contractHandler(api.agentCreateDownline, () => new MockFailure(422, 'VALIDATION', 'taken', [{ field: 'username', key: 'validation.usernameTaken' }])));
    const { user } = renderWithProviders(<RegisterPage />, loggedIn);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    await user.type(within(form).getByLabelText(/^Username/), 'minhle01');
    await user.type(within(form).getByLabelText(/^Password/), 'Secret1234');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Secret1234');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('This username is already taken')).toBeInTheDocument();
  });

  it('lists the invitation links with their code, QR code and registrations, and makes a new one', async () => {
    const { user } = renderWithProviders(<RegisterPage />, loggedIn);
    const links = await screen.findByRole('list', { name: 'Invitation links' });
    const link = within(links).getAllByRole('listitem')[0]!;
    expect(link).toHaveTextContent('http://localhost:3000/register?code=LOTUS88');
    expect(link).toHaveTextContent('3 registrations');
    expect(within(link).getByTitle('QR code of the link LOTUS88')).toBeInTheDocument();
    await user.click(within(link).getByRole('button', { name: 'Registrations' }));
    const registrations = await within(link).findByRole('table', { name: 'Registrations through LOTUS88' });
    expect(await within(registrations).findByText('namphan')).toBeInTheDocument();
    expect(within(registrations).getByText('1,500,000')).toBeInTheDocument();
    const create = screen.getByRole('form', { name: 'New invitation link' });
    await user.selectOptions(within(create).getByLabelText(/^Registers as/), 'agent');
    await user.type(within(create).getByLabelText(/^Note/), 'Facebook page');
    await user.click(within(create).getByRole('button', { name: 'New invitation link' }));
    await waitFor(() => expect(posted).toContainEqual({ path: api.agentCreateInviteLink.path, method: 'POST' }));
    await user.click(within(link).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posted).toContainEqual({ path: `${api.agentDeleteInviteLink.path}?id=7`, method: 'DELETE' }));
  });

  it('shows no link yet, and a failed load', async () => {
    server.use(contractHandler(api.agentInviteLinks, () => ({ affiliateCode: 'LOTUS88', links: [], maxLinks: 20 })));
    const { unmount } = renderWithProviders(<RegisterPage />, loggedIn);
    expect(await screen.findByText('No invitation link yet: create one below.')).toBeInTheDocument();
    unmount();
    server.use(failing(api.agentInviteLinks.path));
    renderWithProviders(<RegisterPage />, loggedIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });
});
