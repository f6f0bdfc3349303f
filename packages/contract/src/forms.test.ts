import { describe, expect, it } from 'vitest';
import { ContactBodySchema } from './queries.ts';
import { ContentReportBodySchema } from './content-reports.ts';
import {
  EMAIL_REQUIRED_MESSAGE,
  FormEmailSchema,
  VisitorFormEmailSchema,
  optionalFormText,
  requiredFormText,
} from './forms.ts';
import { VodRequestBodySchema } from './vod-requests.ts';

/** The field map the server answers with 422 and the web form shows beside each field. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const map: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (map[issue.path.join('.')] ??= []).push(issue.message);
  return map;
}

describe('requiredFormText', () => {
  const name = requiredFormText(5, 'Name', 2);

  it('trims, and says "is required" alone for a blank field', () => {
    expect(name.parse('  Al ')).toBe('Al');
    expect(fieldErrors(name.safeParse('   '))).toEqual({ '': ['Name is required'] });
    expect(fieldErrors(name.safeParse(undefined))).toEqual({ '': ['Name is required'] });
  });

  it('names the bounds it breaks', () => {
    expect(fieldErrors(name.safeParse('A'))).toEqual({
      '': ['Name must be at least 2 characters'],
    });
    expect(fieldErrors(name.safeParse('Albert'))).toEqual({
      '': ['Name must be at most 5 characters'],
    });
  });
});

describe('optionalFormText and FormEmailSchema', () => {
  it('read blank and null as "not given"', () => {
    const note = optionalFormText(10, 'Note');
    for (const blank of ['', '   ', null, undefined]) {
      expect(note.parse(blank)).toBeUndefined();
      expect(FormEmailSchema.parse(blank)).toBeUndefined();
    }
  });

  it('lower-cases an address and refuses one that is not', () => {
    expect(FormEmailSchema.parse(' Jamie@Example.COM ')).toBe('jamie@example.com');
    expect(fieldErrors(FormEmailSchema.safeParse('jamie'))).toEqual({
      '': ['Enter a valid email address'],
    });
  });
});

describe('VisitorFormEmailSchema', () => {
  it('asks a visitor for an address, and says when a given one is not one', () => {
    for (const blank of ['', '  ', null, undefined]) {
      expect(fieldErrors(VisitorFormEmailSchema.safeParse(blank))).toEqual({
        '': [EMAIL_REQUIRED_MESSAGE],
      });
    }
    expect(fieldErrors(VisitorFormEmailSchema.safeParse('jamie'))).toEqual({
      '': ['Enter a valid email address'],
    });
    expect(VisitorFormEmailSchema.parse('Jamie@Example.com')).toBe('jamie@example.com');
  });
});

describe('the public form bodies', () => {
  it('refuse unknown fields by name', () => {
    const result = ContactBodySchema.safeParse({
      name: 'Jamie',
      subject: 'Hello',
      message: 'A long enough message',
      admin: true,
    });
    expect(fieldErrors(result)).toEqual({ '': [expect.stringContaining('admin')] });
  });

  it('take a VOD year only within the years films exist', () => {
    const base = { title: 'Dune', type: 'movie' };
    expect(VodRequestBodySchema.parse({ ...base, year: 2021 }).year).toBe(2021);
    expect(VodRequestBodySchema.parse({ ...base, year: null }).year).toBeUndefined();
    expect(fieldErrors(VodRequestBodySchema.safeParse({ ...base, year: 1800 }))).toEqual({
      year: ['Year must be 1888 or later'],
    });
    const farAhead = new Date().getUTCFullYear() + 6;
    expect(fieldErrors(VodRequestBodySchema.safeParse({ ...base, year: farAhead }))).toEqual({
      year: ['Year is too far in the future'],
    });
  });

  it('take only http(s) links in a content report', () => {
    const base = { subject: 'Channel 4', problemType: 'buffering', details: 'Stops every minute' };
    expect(ContentReportBodySchema.parse({ ...base, url: '' }).url).toBeUndefined();
    expect(ContentReportBodySchema.parse({ ...base, url: 'https://x.example/a' }).url).toBe(
      'https://x.example/a',
    );
    expect(
      fieldErrors(ContentReportBodySchema.safeParse({ ...base, url: 'javascript:alert(1)' })),
    ).toEqual({ url: ['Enter a valid http(s) link'] });
  });
});
