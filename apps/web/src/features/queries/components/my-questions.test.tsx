import type { CustomerQuery } from '@streamfront/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataAnswer, listAnswer, renderAdminPage, stubApi } from '@/testing/fake-api';
import { MyQuestions } from './my-questions';

const answered: CustomerQuery = {
  _id: '9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
  id: '9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a01',
  subject: 'Two homes?',
  message: 'Can my daughter watch in her flat?',
  source: 'contact',
  status: 'answered',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  messages: [
    {
      _id: 'a1',
      id: 'a1',
      author: 'admin',
      authorName: 'Ada',
      body: 'Yes, on up to four screens.',
      createdAt: '2026-11-01T12:00:00.000Z',
    },
  ],
};
const other: CustomerQuery = {
  ...answered,
  _id: '9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a02',
  id: '9a1c5a52-08b5-4b6c-9c69-0a8f0d4a6a02',
  subject: 'Older question',
  status: 'closed',
  messages: [],
};

function fakeServer() {
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/account/queries') return listAnswer([answered, other]);
    if (method === 'POST' && path === `/api/account/queries/${answered.id}/messages`) {
      const text = (body as { body: string }).body;
      return dataAnswer(
        {
          ...answered,
          status: 'open',
          messages: [
            ...answered.messages,
            {
              _id: 'c1',
              id: 'c1',
              author: 'customer',
              authorName: 'Kim',
              body: text,
              createdAt: '2026-11-02T08:00:00.000Z',
            },
          ],
        },
        201,
      );
    }
    return undefined;
  });
}

describe('Your questions on /account', () => {
  it('opens the question a notification links to, with the team’s reply, and sends an answer back', async () => {
    const { calls } = fakeServer();
    const user = userEvent.setup();
    renderAdminPage(<MyQuestions />, `/account?query=${answered.id}#questions`);
    const section = await screen.findByRole('region', { name: 'Your questions' });
    const toggle = await within(section).findByRole('button', { name: /Two homes\?/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByRole('button', { name: /Older question/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const thread = within(section).getByRole('list', { name: 'Conversation' });
    expect(within(thread).getByText('Yes, on up to four screens.')).toBeInTheDocument();
    expect(within(thread).getByText('Ada (support team)')).toBeInTheDocument();

    const form = within(section).getByRole('form', { name: 'Write back about Two homes?' });
    await user.type(within(form).getByLabelText('Your message'), 'Thanks, and on phones?');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent. We will reply soon.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      body: 'Thanks, and on phones?',
    });
    expect(within(thread).getByText('Thanks, and on phones?')).toBeInTheDocument();
    expect(within(section).getByText('Waiting for our reply')).toBeInTheDocument();
  });

  it('says where questions come from when there are none', async () => {
    stubApi(({ path }) => (path === '/api/account/queries' ? listAnswer([]) : undefined));
    renderAdminPage(<MyQuestions />, '/account');
    expect(
      await screen.findByText(/Questions you send us while signed in .* appear here/),
    ).toBeInTheDocument();
  });
});
