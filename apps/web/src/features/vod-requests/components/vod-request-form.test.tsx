import { vodRequestReceivedMessage } from '@streamfront/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { VodRequestForm } from './vod-request-form';

const id = '6f1c2b4a-9e2d-4c1b-8a7f-2d3e4f5a6b7c';

describe('the VOD request form', () => {
  it('checks the title and the year like the server does', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, {}));
    const user = userEvent.setup();
    renderWithQuery(<VodRequestForm />);
    await user.type(screen.getByLabelText('Release year (optional)'), '1700');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Release year (optional)')).toHaveAccessibleDescription(
      'Year must be 1888 or later',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Release year (optional)'));
    await user.type(screen.getByLabelText('Release year (optional)'), '19x4');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Release year (optional)')).toHaveAccessibleDescription(
      'Year must be a number',
    );
  });

  it('sends a series with its year and shows the confirmation', async () => {
    let body: unknown;
    stubFetch((_url, init) => {
      body = JSON.parse(String(init.body));
      return jsonResponse(201, {
        success: true,
        data: { _id: id, id, message: vodRequestReceivedMessage('Dark') },
      });
    });
    const user = userEvent.setup();
    renderWithQuery(<VodRequestForm />);
    await user.type(screen.getByLabelText('Title'), 'Dark');
    await user.click(screen.getByRole('radio', { name: /Series/ }));
    await user.type(screen.getByLabelText('Release year (optional)'), '2017');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(vodRequestReceivedMessage('Dark'))).toBeInTheDocument();
    expect(body).toEqual({ title: 'Dark', type: 'series', year: 2017, email: 'sam@example.com' });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Movie/ })).toBeChecked();
  });

  it('shows the server field errors beside the fields', async () => {
    stubFetch(() =>
      jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { email: ['Email is required when you are not signed in'] },
      }),
    );
    const user = userEvent.setup();
    // Signed in as far as the page knows, but the server did not accept the session.
    renderWithQuery(<VodRequestForm accountEmail="sam@example.com" />);
    await user.type(screen.getByLabelText('Title'), 'Dark');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email: Email is required when you are not signed in',
    );
  });
});
