import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { contractHandler } from '../../../mocks/contract-handler';
import { buildMemberInfo } from '../../../mocks/fixtures';
import { givenLoggedIn } from '../../../mocks/scenarios';
import { server } from '../../../mocks/server';
import { renderApp } from '../../render';

describe('the home page greets the member', () => {
  it('a brand-new member (no login before this one) is welcomed, not welcomed back', async () => {
    givenLoggedIn();
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ nickname: 'Lan', previousLoginAt: null })));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lan' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('a member who logged in before is welcomed back', async () => {
    givenLoggedIn();
    server.use(contractHandler(api.memberInfo, () => buildMemberInfo({ nickname: 'Lan', previousLoginAt: '2026-11-20T08:00:00.000Z' })));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Lan' })).toBeInTheDocument();
  });
});
