import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { validateAnswer } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderRoute, signInAs } from '../test-utils';
import { protectsContent } from './chrome-rules';

function stubServer(role: 'admin' | 'user' = 'user') {
  stubFetch((url) => {
    if (url.pathname === '/api/auth/validate') {
      return validateAnswer({ role, name: 'X', email: `${role}@example.com` });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
}

/** Fires `event` at `target` and says whether the page cancelled it. */
function cancelled(target: Element, event: Event): boolean {
  fireEvent(target, event);
  return event.defaultPrevented;
}

const rightClick = (target: Element) => createEvent.contextMenu(target);
const keyDown = (target: Element, init: KeyboardEventInit) => createEvent.keyDown(target, init);

afterEach(() => {
  act(() => toast.remove());
});

describe('who content protection applies to (spec §6)', () => {
  it.each([
    ['/', null, true],
    ['/packages', 'user', true],
    ['/contact', undefined, true],
    ['/', 'admin', false],
    ['/packages', 'admin', false],
    ['/admin/dashboard', 'user', false],
    ['/admin', null, false],
    ['/administrator', null, true],
  ] as const)('%s for role %s: %s', (path, role, expected) => {
    expect(protectsContent(path, role)).toBe(expected);
  });
});

describe('content protection for a visitor', () => {
  it('blocks right-click, copying and the developer tools, each with its toast', async () => {
    stubServer();
    renderRoute('/contact');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact us' });

    expect(document.body).toHaveAttribute('data-content-protected');
    expect(cancelled(heading, rightClick(heading))).toBe(true);
    expect(await screen.findByText('Right-click is disabled on this page')).toBeInTheDocument();

    expect(cancelled(heading, keyDown(heading, { key: 'c', code: 'KeyC', ctrlKey: true }))).toBe(
      true,
    );
    expect(await screen.findByText('This action is disabled')).toBeInTheDocument();
    expect(cancelled(heading, keyDown(heading, { key: 'F12', code: 'F12' }))).toBe(true);
    expect(cancelled(heading, keyDown(heading, { key: 's', code: 'KeyS', metaKey: true }))).toBe(
      true,
    );

    expect(
      cancelled(
        heading,
        createEvent(
          'selectstart',
          heading,
          { bubbles: true, cancelable: true },
          { EventType: 'Event' },
        ),
      ),
    ).toBe(true);
    expect(await screen.findByText('Content is protected')).toBeInTheDocument();
  });

  it('does not stack the same toast', async () => {
    stubServer();
    renderRoute('/contact');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    fireEvent.contextMenu(heading);
    fireEvent.contextMenu(heading);
    fireEvent.contextMenu(heading);
    await screen.findByText('Right-click is disabled on this page');
    expect(screen.getAllByText('Right-click is disabled on this page')).toHaveLength(1);
  });

  it('blocks dragging an image', async () => {
    stubServer();
    renderRoute('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const image = document.createElement('img');
    image.alt = '';
    document.querySelector('main')?.append(image);
    expect(cancelled(image, createEvent.dragStart(image))).toBe(true);
    expect(await screen.findByText('Content is protected')).toBeInTheDocument();
    image.remove();
  });

  it('leaves form fields usable: typing, selecting, copying and the context menu', async () => {
    stubServer();
    const user = userEvent.setup();
    renderRoute('/contact');
    const subject = await screen.findByLabelText('Subject');

    await user.type(subject, 'Cannot watch on my TV');
    expect(subject).toHaveValue('Cannot watch on my TV');
    await user.clear(subject);
    subject.focus();
    await user.paste('Pasted subject');
    expect(subject).toHaveValue('Pasted subject');

    expect(cancelled(subject, keyDown(subject, { key: 'c', code: 'KeyC', ctrlKey: true }))).toBe(
      false,
    );
    expect(
      cancelled(
        subject,
        createEvent(
          'selectstart',
          subject,
          { bubbles: true, cancelable: true },
          { EventType: 'Event' },
        ),
      ),
    ).toBe(false);
    expect(cancelled(subject, rightClick(subject))).toBe(false);
    expect(screen.queryByText('This action is disabled')).not.toBeInTheDocument();
    expect(screen.queryByText('Right-click is disabled on this page')).not.toBeInTheDocument();
  });
});

describe('content protection for an admin', () => {
  it('is off on public pages', async () => {
    signInAs('admin');
    stubServer('admin');
    renderRoute('/contact');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    // Off once the start-up check has confirmed the stored admin.
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-content-protected'));
    expect(cancelled(heading, rightClick(heading))).toBe(false);
    expect(cancelled(heading, keyDown(heading, { key: 'c', code: 'KeyC', ctrlKey: true }))).toBe(
      false,
    );
    expect(screen.queryByText('Right-click is disabled on this page')).not.toBeInTheDocument();
  });

  it('is off on admin pages', async () => {
    signInAs('admin');
    stubServer('admin');
    renderRoute('/admin/dashboard');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.body).not.toHaveAttribute('data-content-protected');
    expect(cancelled(heading, rightClick(heading))).toBe(false);
    expect(cancelled(heading, keyDown(heading, { key: 'F12', code: 'F12' }))).toBe(false);
  });

  it('is on for a signed-in customer', async () => {
    signInAs('user');
    stubServer('user');
    renderRoute('/contact');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    expect(cancelled(heading, rightClick(heading))).toBe(true);
  });
});
