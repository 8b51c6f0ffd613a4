import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@/shared/api/call-endpoint';
import { createHttpClient } from '@/shared/api/http-client';
import { api } from '@/shared/contract/api';
import { applyServerErrors, type AppliedServerErrors, type ServerErrorOptions } from '@/shared/form/apply-server-errors';
import { TextField } from '@/shared/form/text-field';
import { changeLanguage } from '@/shared/i18n/i18n';
import { API_ORIGIN, contractHandler, MockFailure } from '../../../mocks/contract-handler';
import { server } from '../../../mocks/server';
import { renderWithProviders } from '../../render';
import { KitForm } from './kit-form';

type Values = { username: string; email: string };
const client = createHttpClient(() => 'EN');

/** The reset-link form against the MSW platform: what the server refuses is applied to the form. */
function renderResetLinkForm(options: ServerErrorOptions = {}) {
  const applied: Array<AppliedServerErrors | null> = [];
  const view = renderWithProviders(
    <KitForm<Values>
      spec={{ schema: api.forgotByEmail.request }}
      defaultValues={{ username: '', email: '' }}
      onSubmit={async (values, form) => {
        try {
          await callEndpoint(client, api.forgotByEmail, values);
        } catch (error) {
          applied.push(applyServerErrors(form, error, options));
        }
      }}
    >
      <TextField name="username" label="Username" required />
      <TextField name="email" label="E-mail" required />
    </KitForm>,
  );
  return { ...view, applied };
}

async function fillAndSend(user: ReturnType<typeof renderResetLinkForm>['user']) {
  await user.type(await screen.findByLabelText(/^Username/), 'demo');
  await user.type(screen.getByLabelText(/^E-mail/), 'demo@lotusplay.test');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

afterEach(async () => {
  await act(async () => {
    await changeLanguage('EN');
  });
});

describe('applyServerErrors', () => {
  it('puts each field error of the envelope under its field once (the first for a field); a validation says nothing more', async () => {
    server.use(
      contractHandler(api.forgotByEmail, () =>
        new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [
          { field: 'email', key: 'validation.accountEmail' },
          { field: 'email', key: 'validation.invalid' },
          { field: 'username', key: 'validation.notEmpty', params: { field: 'username' } },
        ]),
      ),
    );
    const { user, applied } = renderResetLinkForm();
    await fillAndSend(user);
    expect(await screen.findByText('The username and e-mail do not match')).toBeInTheDocument();
    expect(screen.queryByText('This value is not valid')).toBeNull();
    // the server names the field; the form says it with its own label
    expect(screen.getByText('Username not empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('The username and e-mail do not match');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(applied).toEqual([{ fields: ['email', 'username'], form: false }]);
    // what was typed stays
    expect(screen.getByLabelText(/^Username/)).toHaveValue('demo');
  });

  it('a refusal that is not a validation is also said above the form, in the words of its code', async () => {
    server.use(contractHandler(api.forgotByEmail, () => new MockFailure(409, 'CONFLICT', 'Taken.', [{ field: 'username', key: 'validation.usernameTaken' }])));
    const { user, applied } = renderResetLinkForm();
    await fillAndSend(user);
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByText('This is already in use.')).toHaveAttribute('role', 'alert');
    expect(applied).toEqual([{ fields: ['username'], form: true }]);
  });

  it('an error of a field the form does not draw is said above the form, naming that field', async () => {
    server.use(
      contractHandler(api.forgotByEmail, () =>
        new MockFailure(400, 'VALIDATION', 'Please correct the highlighted fields.', [{ field: 'affiliateCode', key: 'validation.notEmpty', params: { field: 'affiliateCode' } }]),
      ),
    );
    const { user, applied } = renderResetLinkForm({ shown: ['username', 'email'], labelKey: (field) => `register.fields.${field}` });
    await fillAndSend(user);
    expect(await screen.findByText('Invitation code not empty')).toBeInTheDocument();
    expect(applied).toEqual([{ fields: [], form: true }]);
  });

  it('a refusal without field errors is said above the form, and follows the language', async () => {
    server.use(contractHandler(api.forgotByEmail, () => new MockFailure(429, 'RATE_LIMITED', 'Too many attempts. Please wait 60 seconds and try again.')));
    const { user } = renderResetLinkForm();
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    await act(async () => {
      await changeLanguage('TY');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn thao tác quá nhiều lần. Vui lòng chờ giây lát rồi thử lại.');
  });

  it('renames the server’s fields for the form (a text-message login’s code is its password)', async () => {
    server.use(contractHandler(api.forgotByEmail, () => new MockFailure(400, 'VALIDATION', 'Bad.', [{ field: 'mail', key: 'validation.invalid' }])));
    const { user } = renderResetLinkForm({ fieldOf: (field) => (field === 'mail' ? 'email' : field) });
    await fillAndSend(user);
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a network failure sets nothing: the error listener says it once, and what was typed stays', async () => {
    server.use(http.post(`${API_ORIGIN}${api.forgotByEmail.path}`, () => HttpResponse.error()));
    const { user, applied } = renderResetLinkForm();
    await fillAndSend(user);
    await vi.waitFor(() => expect(applied).toEqual([null]));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('demo@lotusplay.test');
  });

  it('an answer that breaks the contract is an unknown error, never the raw answer', async () => {
    server.use(http.post(`${API_ORIGIN}${api.forgotByEmail.path}`, () => HttpResponse.json({ nonsense: true })));
    const { user, applied } = renderResetLinkForm();
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    expect(applied).toEqual([{ fields: [], form: true }]);
  });
});
