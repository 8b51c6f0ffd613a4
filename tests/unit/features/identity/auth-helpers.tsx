import { screen, within } from '@testing-library/react';
import { api } from '@/shared/contract/api';
import { contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { buildMemberInfo, buildSystemStatus } from '../../../mocks/fixtures';
import { decrypt } from '../../../mocks/handlers/identity';
import { server } from '../../../mocks/server';
import { mockState } from '../../../mocks/state';
import type { renderApp } from '../../render';

const allModules = ['DIRECTREG3', 'MOBILEREG', 'SMSLOGIN', 'CHNGPASSVERIF3', 'FORCECHANGEPASS', 'FREEPLAY', 'MEMBERCENTER', 'AGENTCENTER', 'CBS3'];

/** A brand with every identity module on, and these settings. */
export function givenBrand(settings: Partial<ReturnType<typeof buildSystemStatus>['info']['settings']> = {}) {
  const base = buildSystemStatus();
  server.use(
    contractHandler(api.systemStatus, () =>
      buildSystemStatus({
        info: {
          ...base.info,
          modules: allModules.map((modId) => ({ modId, name: modId, enabled: true, childrenNodes: [] })),
          settings: { ...base.info.settings, ...settings },
        },
      }),
    ),
  );
}

export type User = ReturnType<typeof renderApp>['user'];

/** Opens the login popup from the header (names in English unless given). */
export async function openLogin(user: User, names = { button: 'Log in', dialog: 'Welcome to Lotus Play' }) {
  await user.click(await screen.findByRole('button', { name: names.button }));
  // the first open of a test file compiles the popup's chunk
  return screen.findByRole('dialog', { name: names.dialog }, { timeout: 20_000 });
}

/** Fills the username form of the popup and submits it. */
export async function submitLogin(user: User, dialog: HTMLElement, username: string, password: string) {
  await user.type(within(dialog).getByLabelText(/^Username/), username);
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

/** Every login answers VERIFICATION_REQUIRED with these methods (the body is kept in mockState.loginBodies). */
export function givenNewNetwork(methods: string[], masked: { mobile?: string; email?: string } = {}) {
  server.use(
    contractHandler(api.login, ({ input }) => {
      const body = decrypt(input);
      if (body instanceof MockFailure) return body;
      mockState.loginBodies.push(body);
      return new MockFailure(403, 'VERIFICATION_REQUIRED', 'You are logging in from a new network.', undefined, {
        ticket: 'ticket-1',
        methods,
        maskedMobile: masked.mobile ?? null,
        maskedEmail: masked.email ?? null,
      });
    }),
  );
}

/** The verification step answers with this login (the body is kept in `bodies`). */
export function givenDeviceVerifyAnswers(
  answer: { firstTimeLogin?: boolean; passwordExpired?: boolean; code?: string; wrongKey?: string },
  bodies: Record<string, unknown>[] = [],
) {
  server.use(
    contractHandler(api.deviceVerify, ({ input }) => {
      const body = decrypt(input);
      if (body instanceof MockFailure) return body;
      bodies.push(body);
      if (body.answer !== (answer.code ?? '123456')) {
        return new MockFailure(400, 'VALIDATION', 'The code is not right.', [{ field: 'answer', key: answer.wrongKey ?? 'validation.codeInvalid' }]);
      }
      mockState.tokens.add('token-new');
      return {
        token: 'token-new',
        firstTimeLogin: answer.firstTimeLogin ?? false,
        passwordExpired: answer.passwordExpired ?? false,
        user: buildMemberInfo({ account: 'demo' }),
      };
    }),
  );
  return bodies;
}
