import { CONTACT_RECEIVED_MESSAGE } from '@streamfront/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithQuery } from '@/testing/render-with-query';
import { ContactForm } from './contact-form';

const receipt = {
  success: true,
  data: {
    _id: '0b8e7a8e-3f4e-4a7e-9d51-4b7d8a0c1e11',
    id: '0b8e7a8e-3f4e-4a7e-9d51-4b7d8a0c1e11',
    message: CONTACT_RECEIVED_MESSAGE,
  },
};

type Field = 'Your name' | 'Email' | 'Subject' | 'Message';

/** A visitor's form that passes every contract rule. */
const VALID: Record<Field, string> = {
  'Your name': 'Sam',
  Email: 'sam@example.com',
  Subject: 'Billing',
  Message: 'A long enough message',
};

/** Types the values into their fields and presses Send. */
async function send(values: Partial<Record<Field, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return user;
}

describe('the contact form', () => {
  it('checks the fields with the contract rules before sending anything', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, receipt));
    renderWithQuery(<ContactForm />);
    await send({ Message: 'short', Email: 'not-an-email' });

    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Message must be at least 10 characters',
    );
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field to fix.
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a visitor for an email address', async () => {
    stubFetch(() => jsonResponse(201, receipt));
    renderWithQuery(<ContactForm />);
    await send({ 'Your name': 'Sam', Subject: 'Hi', Message: 'A long enough message' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email is required when you are not signed in',
    );
  });

  it('shows a 422 beside its fields and sums it up', async () => {
    stubFetch(() =>
      jsonResponse(422, {
        success: false,
        message: 'Validation failed',
        errors: { subject: ['Subject must be at most 150 characters'], other: ['Not allowed'] },
      }),
    );
    renderWithQuery(<ContactForm />);
    const user = await send(VALID);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Subject: Subject must be at most 150 characters',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Other: Not allowed');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Subject must be at most 150 characters',
    );
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    // Fixing the field clears its message.
    await user.type(screen.getByLabelText('Subject'), '!');
    expect(screen.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
  });

  it('tells a 429 as it is', async () => {
    stubFetch(() =>
      jsonResponse(429, { success: false, message: 'Too many' }, { 'retry-after': '540' }),
    );
    renderWithQuery(<ContactForm />);
    await send(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 9 minutes.',
    );
  });

  it('sends the trimmed message, shows the confirmation and empties the form', async () => {
    let sent: unknown;
    let answer!: (response: Response) => void;
    stubFetch((url, init) => {
      sent = { path: url.pathname, body: JSON.parse(String(init.body)) };
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderWithQuery(<ContactForm />);
    await send({ ...VALID, 'Your name': ' Sam ', Email: 'Sam@Example.com' });

    const pending = await screen.findByRole('button', { name: /Sending/ });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(sent).toEqual({
      path: '/api/contact',
      body: {
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'Billing',
        message: 'A long enough message',
      },
    });

    answer(jsonResponse(201, receipt));
    const confirmation = (await screen.findByText('Message sent')).closest('[role="status"]');
    if (!(confirmation instanceof HTMLElement)) throw new Error('no confirmation');
    expect(confirmation).toHaveTextContent('Message sent');
    expect(confirmation).toHaveTextContent(CONTACT_RECEIVED_MESSAGE);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('leaves the email out for a signed-in customer', async () => {
    let body: unknown;
    stubFetch((_url, init) => {
      body = JSON.parse(String(init.body));
      return jsonResponse(201, receipt);
    });
    renderWithQuery(<ContactForm accountEmail="riley@example.com" accountName="Riley" />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('riley@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Riley');

    await send({ Subject: 'Upgrade', Message: 'Please move me to Family.' });
    await screen.findByText('Message sent');
    expect(body).toEqual({
      name: 'Riley',
      subject: 'Upgrade',
      message: 'Please move me to Family.',
    });
  });
});
