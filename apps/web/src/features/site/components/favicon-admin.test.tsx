import { FAVICON_STORAGE_KEY } from '@streamfront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/http';
import { dataAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { FaviconAdmin } from './favicon-admin';
import { FaviconSync } from './favicon-sync';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' });
const iconHref = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');

describe('the favicon page', () => {
  it('says the rules, uploads at once, updates this tab and tells the others', async () => {
    let url = '/favicon.svg';
    const { calls } = stubApi(({ method, path }) => {
      if (path === '/api/favicon') return dataAnswer({ favicon: { url } });
      if (method === 'PUT' && path === '/api/admin/favicon') {
        url = '/api/favicon/file?v=0123456789abcdef';
        return dataAnswer({ favicon: { url } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAdminPage(
      <>
        <FaviconSync />
        <FaviconAdmin />
      </>,
      '/admin/settings/favicon',
    );
    expect(await screen.findByText(/SVG is refused/)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a new favicon')).toHaveAccessibleDescription(
      'PNG, ICO or WebP, up to 256 KB. SVG is not accepted.',
    );
    await waitFor(() => expect(iconHref()).toBe('/favicon.svg'));

    await user.upload(screen.getByLabelText('Upload a new favicon'), png());
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'PUT');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(iconHref()).toBe('/api/favicon/file?v=0123456789abcdef'));
    expect(window.localStorage.getItem(FAVICON_STORAGE_KEY)).toMatch(/^\d+$/);
    expect(screen.getByTestId('favicon-current')).toHaveTextContent('your uploaded icon');
  });

  it("shows the server's refusal under the field", async () => {
    stubApi(({ method, path }) => {
      if (path === '/api/favicon') return dataAnswer({ favicon: { url: '/favicon.svg' } });
      if (method === 'PUT')
        return jsonResponse(415, {
          success: false,
          message: 'The file must be a PNG, ICO or WebP image',
          errors: { file: ['The file must be a PNG, ICO or WebP image'] },
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderAdminPage(<FaviconAdmin />, '/admin/settings/favicon');
    await user.upload(await screen.findByLabelText('Upload a new favicon'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file must be a PNG, ICO or WebP image',
    );
  });

  it('fetches the icon again when another tab says it changed', async () => {
    let url = '/favicon.svg';
    stubApi(({ path }) => (path === '/api/favicon' ? dataAnswer({ favicon: { url } }) : undefined));
    renderAdminPage(<FaviconSync />, '/');
    await waitFor(() => expect(iconHref()).toBe('/favicon.svg'));
    url = '/api/favicon/file?v=fedcba9876543210';
    window.dispatchEvent(new StorageEvent('storage', { key: FAVICON_STORAGE_KEY, newValue: '1' }));
    await waitFor(() => expect(iconHref()).toBe('/api/favicon/file?v=fedcba9876543210'));
  });
});
