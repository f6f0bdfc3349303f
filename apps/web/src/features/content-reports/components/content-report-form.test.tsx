import { CONTENT_REPORT_RECEIVED_MESSAGE } from '@streamfront/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { ContentReportForm } from './content-report-form';

const id = '2a4b6c8d-1e3f-4a5b-9c7d-8e9f0a1b2c3d';

describe('the content report form', () => {
  it('needs a kind of problem and a valid link', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, {}));
    const user = userEvent.setup();
    renderWithQuery(<ContentReportForm accountEmail="sam@example.com" />);
    await user.type(screen.getByLabelText('What is affected?'), 'Sports 1');
    await user.type(screen.getByLabelText('Details'), 'Black screen since 8 pm');
    await user.type(screen.getByLabelText('Link (optional)'), 'ftp://example.com/x');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(screen.getByLabelText('Problem')).toHaveAccessibleDescription(
      'Choose the kind of problem',
    );
    expect(screen.getByLabelText('Link (optional)')).toHaveAccessibleDescription(
      'Enter a valid http(s) link',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the report and confirms it', async () => {
    let body: unknown;
    stubFetch((_url, init) => {
      body = JSON.parse(String(init.body));
      return jsonResponse(201, {
        success: true,
        data: { _id: id, id, message: CONTENT_REPORT_RECEIVED_MESSAGE },
      });
    });
    const user = userEvent.setup();
    renderWithQuery(<ContentReportForm />);
    await user.type(screen.getByLabelText('What is affected?'), 'Sports 1');
    await user.selectOptions(screen.getByLabelText('Problem'), 'Buffering or poor quality');
    await user.type(screen.getByLabelText('Details'), 'Buffers every minute since 8 pm');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(CONTENT_REPORT_RECEIVED_MESSAGE)).toBeInTheDocument();
    expect(body).toEqual({
      subject: 'Sports 1',
      problemType: 'buffering',
      details: 'Buffers every minute since 8 pm',
      email: 'sam@example.com',
    });
    expect(screen.getByLabelText('Problem')).toHaveValue('');
  });
});
