import { screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { renderWithQuery } from '@/testing/render-with-query';
import { FormRadioCards, FormSelectField, FormTextField } from './fields';
import { FormShell } from './form-shell';
import { useFormSubmission } from './use-form-submission';
import { useZodForm } from './use-zod-form';

// A made-up admin form: what any form built on the kit gets for free.
const PlanSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  tier: z.enum(['basic', 'plus'], 'Choose a tier'),
  period: z.enum(['month', 'year'], 'Choose a period'),
  code: z.string().regex(/^[A-Z]+$/, 'Capitals only'),
});

function PlanForm({ send }: { send: (body: z.output<typeof PlanSchema>) => Promise<string> }) {
  const form = useZodForm(PlanSchema, {
    defaultValues: { name: '', tier: undefined, period: 'month', code: '' },
  });
  // A real mutation, so the button spins (and must keep the focus) while the form is sent.
  const submission = useFormSubmission(form, useMutation({ mutationFn: send }));
  return (
    <FormShell
      form={form}
      submission={submission}
      label="Plan"
      submitLabel="Save"
      success={submission.result ? { title: 'Saved', message: submission.result } : null}
    >
      <FormTextField name="name" label="Name" hint="As customers see it" />
      <FormSelectField
        name="tier"
        label="Tier"
        placeholder="Choose"
        options={[
          { value: 'basic', label: 'Basic' },
          { value: 'plus', label: 'Plus' },
        ]}
      />
      <FormRadioCards
        name="period"
        legend="Period"
        options={[
          { value: 'month', label: 'Monthly' },
          { value: 'year', label: 'Yearly' },
        ]}
      />
      <FormTextField name="code" label="Code" />
    </FormShell>
  );
}

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiError({ status: 422, code: 'http', message: 'Validation failed', errors });

describe('the form kit', () => {
  it('links each field to its hint, then to its error, and focuses the first field to fix', async () => {
    const user = userEvent.setup();
    renderWithQuery(<PlanForm send={() => Promise.resolve('ok')} />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('As customers see it');
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The hint gives way to the error; nothing points at text that is not on screen.
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Tier')).toHaveAccessibleDescription('Choose a tier');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Capitals only');
    expect(name).toHaveFocus();

    // Fixed, a field loses its message as it is typed.
    await user.type(name, 'Family');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('As customers see it');
  });

  it('hands the parsed body on, confirms, and empties the form', async () => {
    let sent: unknown;
    const user = userEvent.setup();
    renderWithQuery(
      <PlanForm
        send={(body) => {
          sent = body;
          return Promise.resolve('Plan saved');
        }}
      />,
    );
    await user.type(screen.getByLabelText('Name'), '  Family ');
    await user.selectOptions(screen.getByLabelText('Tier'), 'plus');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.type(screen.getByLabelText('Code'), 'FAM');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Plan saved');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(sent).toEqual({ name: 'Family', tier: 'plus', period: 'year', code: 'FAM' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('puts a 422 beside the fields it names, focuses the first in reading order, sums up the rest', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <PlanForm
        send={() =>
          Promise.reject(
            unprocessable({ code: ['Code is taken'], period: ['Not sold yearly'], owner: ['No'] }),
          )
        }
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Family');
    await user.selectOptions(screen.getByLabelText('Tier'), 'basic');
    await user.type(screen.getByLabelText('Code'), 'FAM');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Code is taken');
    const period = screen.getByRole('group', { name: 'Period' });
    expect(period).toHaveAccessibleDescription('Not sold yearly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    // Only the named fields are marked: the fields the server did not name keep their state.
    const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]'));
    expect(invalid.map((element) => element.getAttribute('name'))).toEqual([
      'period',
      'period',
      'code',
    ]);
  });
});

describe('a 422 about a field inside a group', () => {
  const LinksSchema = z.object({ links: z.object({ home: z.string(), shop: z.string() }) });

  function LinksForm({ send }: { send: () => Promise<string> }) {
    const form = useZodForm(LinksSchema, { defaultValues: { links: { home: '', shop: '' } } });
    const submission = useFormSubmission(form, {
      isPending: false,
      mutate: (
        _body: z.output<typeof LinksSchema>,
        callbacks: { onSuccess: (saved: string) => void; onError: (error: Error) => void },
      ) => void send().then(callbacks.onSuccess, callbacks.onError),
    });
    return (
      <FormShell form={form} submission={submission} label="Links" submitLabel="Save">
        <FormTextField name="links.home" label="Home" />
        <FormTextField name="links.shop" label="Shop" />
      </FormShell>
    );
  }

  it('goes beside that field, by the dotted name the server gives it', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <LinksForm send={() => Promise.reject(unprocessable({ 'links.shop': ['Use https'] }))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Shop')).toHaveFocus());
    expect(screen.getByLabelText('Shop')).toHaveAccessibleDescription('Use https');
    expect(screen.getByLabelText('Home')).not.toHaveAttribute('aria-invalid');
  });
});

describe('a conflict (409) that names its field', () => {
  it('is shown beside that field, and summed up above the button', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <PlanForm
        send={() =>
          Promise.reject(
            new ApiError({
              status: 409,
              code: 'http',
              message: 'This code is taken',
              errors: { code: ['This code is taken'] },
            }),
          )
        }
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Family');
    await user.selectOptions(screen.getByLabelText('Tier'), 'basic');
    await user.type(screen.getByLabelText('Code'), 'FAM');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This code is taken');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('This code is taken');
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });
});

describe('a failure that is not a 422', () => {
  it('is summed up above the button, marks no field and leaves focus on the button', async () => {
    let fail: () => void = () => undefined;
    const user = userEvent.setup();
    renderWithQuery(
      <PlanForm
        send={() =>
          new Promise((_, reject) => {
            fail = () =>
              reject(new ApiError({ status: 500, code: 'http', message: 'Servers are down' }));
          })
        }
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Family');
    await user.selectOptions(screen.getByLabelText('Tier'), 'basic');
    await user.type(screen.getByLabelText('Code'), 'FAM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: /Sending/ })).toHaveFocus();
    fail();

    expect(await screen.findByRole('alert')).toHaveTextContent('Servers are down');
    for (const field of screen.getAllByRole('textbox')) {
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByLabelText('Name')).toHaveValue('Family');
    // No field to fix: the person stays where they were, on the button, to try again.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
