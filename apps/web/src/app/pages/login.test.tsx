import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { siteAnswer } from '@/testing/site-fixtures';
import { renderRoute } from '../test-utils';

const location = () => screen.getByTestId('location').textContent;

function stubAuth(role: 'admin' | 'user') {
  const user = { _id: 'u1', id: 'u1', email: `${role}@example.com`, name: 'X', role, photo: null };
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/login' || url.pathname === '/api/auth/register') {
      return jsonResponse(200, { success: true, data: { token: 'fresh', user } });
    }
    if (url.pathname === '/api/auth/validate')
      return jsonResponse(200, { success: true, data: user });
    // The page signed in to may draw the footer and the home page, which read the site.
    if (url.pathname === '/api/site') return siteAnswer();
    return jsonResponse(200, { success: true, data: [] });
  });
}

async function signIn(email = 'someone@example.com', password = 'long-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('lands an admin on /admin/dashboard by default', async () => {
    stubAuth('admin');
    renderRoute('/login');
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard');
  });

  it('lands a customer on the home page by default', async () => {
    stubAuth('user');
    renderRoute('/login');
    await signIn();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('goes back to the returnUrl, path and query', async () => {
    stubAuth('user');
    renderRoute(`/login?returnUrl=${encodeURIComponent('/packages?plan=gold')}`);
    await signIn();
    await waitFor(() => expect(location()).toBe('/packages?plan=gold'));
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example'])(
    'ignores a returnUrl off the site (%s)',
    async (returnUrl) => {
      stubAuth('user');
      renderRoute(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await signIn();
      await waitFor(() => expect(location()).toBe('/'));
    },
  );

  it('checks the fields with the contract’s rules before sending anything', async () => {
    const fetchMock = stubAuth('user');
    const user = userEvent.setup();
    renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const logins = fetchMock.mock.calls.filter(([input]) => String(input).includes('/auth/login'));
    expect(logins).toHaveLength(0);
  });

  it('shows the login error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    renderRoute('/login');
    await signIn('someone@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(location()).toBe('/login');
  });

  it('keeps focus on Sign in while it waits and after it fails, and sends once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/auth/login'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse(200, { success: true, data: [] }),
    );
    const logins = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/auth/login')).length;
    const user = userEvent.setup();
    renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.tab();
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    // While the request runs the button says so, keeps the focus, and a second Enter is ignored.
    await waitFor(() => expect(button).toHaveAccessibleName(/Working/));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(logins()).toBe(1);

    answer(jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(document.activeElement).not.toBe(document.body);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('shows the wait after too many attempts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() =>
      jsonResponse(429, { success: false, message: 'Too many' }, { 'retry-after': '600' }),
    );
    renderRoute('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in 600 seconds.',
    );
  });

  it('registers a new customer, showing field errors first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    stubFetch((url) => {
      // Signed up, it lands on the home page, whose footer and sections read the site.
      if (url.pathname === '/api/site') return siteAnswer();
      if (url.pathname !== '/api/auth/register')
        return jsonResponse(200, { success: true, data: [] });
      attempt += 1;
      return attempt === 1
        ? jsonResponse(422, {
            success: false,
            message: 'Validation failed',
            errors: { password: ['This password is too common. Please choose another one.'] },
          })
        : jsonResponse(201, {
            success: true,
            data: {
              token: 'fresh',
              user: {
                _id: 'n1',
                id: 'n1',
                email: 'new@example.com',
                name: 'New',
                role: 'user',
                photo: null,
              },
            },
          });
    });
    const user = userEvent.setup();
    renderRoute('/login');
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'New');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password: This password is too common. Please choose another one.',
    );

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(localStorage.getItem('token')).toBe('fresh');
  });
});
