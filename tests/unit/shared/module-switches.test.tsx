import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/shared/contract/api';
import { isModuleOn, type WhitelabelNode } from '@/shared/contract/system';
import { selectModuleOn, selectSystemStatus } from '@/shared/store/system-status';
import { contractHandler } from '../../mocks/contract-handler';
import { buildSystemStatus } from '../../mocks/fixtures';
import { server } from '../../mocks/server';
import { renderApp } from '../render';

/** Direct registration (DIRECTREG3, on) inside the ACCOUNT group, which is on or off. */
function accountGroup(groupOn: boolean): WhitelabelNode[] {
  return [
    {
      modId: 'ACCOUNT',
      name: 'Registration and login',
      enabled: groupOn,
      childrenNodes: [{ modId: 'DIRECTREG3', name: 'Direct registration', enabled: true, childrenNodes: [] }],
    },
  ];
}

function givenModules(modules: WhitelabelNode[]) {
  const base = buildSystemStatus();
  server.use(contractHandler(api.systemStatus, () => buildSystemStatus({ info: { ...base.info, modules } })));
}

describe('whitelabel switches on the site (the contract rule, as the server applies it)', () => {
  it('a switch inside a group that is off is off: the header offers no registration', async () => {
    givenModules(accountGroup(false));
    const { store } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(selectModuleOn(store.getState(), 'DIRECTREG3')).toBe(false);
    expect(selectModuleOn(store.getState(), 'ACCOUNT')).toBe(false);
  });

  it('with its group on, the same switch is on', async () => {
    givenModules(accountGroup(true));
    const { store } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(selectModuleOn(store.getState(), 'DIRECTREG3')).toBe(true);
  });

  it('reads the status query, with the contract rule on its tree; a missing module is off', async () => {
    givenModules(accountGroup(true));
    const { store } = renderApp('/');
    await waitFor(() => expect(selectSystemStatus(store.getState())).not.toBeNull());
    const tree = selectSystemStatus(store.getState())!.info.modules;
    for (const id of ['ACCOUNT', 'DIRECTREG3', 'NOSUCHMODULE']) expect(selectModuleOn(store.getState(), id)).toBe(isModuleOn(tree, id));
    expect(selectModuleOn(store.getState(), 'NOSUCHMODULE')).toBe(false);
    // no copy of the answer in a slice: the status lives in the query cache only
    expect(Object.keys(store.getState())).not.toContain('systemStatus');
  });
});
