import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  DeletedAnswerSchema,
  ErrorBodySchema,
  errorAnswers,
  listSchema,
  okSchema,
  PageQuerySchema,
} from './common.ts';
import { z } from 'zod';

const id = '0b7d3c4e-8f1a-4c2b-9d3e-5f6a7b8c9d0e';

describe('errorAnswers', () => {
  it('maps each status it is given, and only those, to the one error shape', () => {
    const errors = errorAnswers(401, 404, 422);
    expect(Object.keys(errors)).toEqual(['401', '404', '422']);
    for (const schema of Object.values(errors)) expect(schema).toBe(ErrorBodySchema);
    expectTypeOf(errors).toEqualTypeOf<Record<401 | 404 | 422, typeof ErrorBodySchema>>();
  });

  it('refuses a status that is not a failure, at compile time', () => {
    // @ts-expect-error 200 is a success, not an error answer.
    expect(Object.keys(errorAnswers(200))).toEqual(['200']);
  });
});

describe('ErrorBodySchema', () => {
  it('takes the DESIGN §3 failure with its field map and request id', () => {
    const body = {
      success: false,
      message: 'Validation failed',
      errors: { email: ['Enter a valid email address'] },
      requestId: 'r-1',
    };
    expect(ErrorBodySchema.parse(body)).toEqual(body);
  });

  it('refuses a success and a field map whose messages are not a list', () => {
    expect(ErrorBodySchema.safeParse({ success: true, message: 'x' }).success).toBe(false);
    expect(
      ErrorBodySchema.safeParse({ success: false, message: 'x', errors: { email: 'bad' } }).success,
    ).toBe(false);
  });
});

describe('DeletedAnswerSchema', () => {
  it('is both ids of what is gone with deleted: true', () => {
    const answer = { success: true, data: { _id: id, id, deleted: true } };
    expect(DeletedAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('refuses deleted: false and a missing _id', () => {
    expect(
      DeletedAnswerSchema.safeParse({ success: true, data: { _id: id, id, deleted: false } })
        .success,
    ).toBe(false);
    expect(
      DeletedAnswerSchema.safeParse({ success: true, data: { id, deleted: true } }).success,
    ).toBe(false);
  });
});

describe('okSchema and listSchema', () => {
  it('wrap data in the success envelope; a list adds its paging', () => {
    expect(okSchema(z.number()).parse({ success: true, data: 1 })).toEqual({
      success: true,
      data: 1,
    });
    const page = { success: true, data: ['a'], meta: { page: 1, pageSize: 20, total: 1 } };
    expect(listSchema(z.string()).parse(page)).toEqual(page);
    expect(listSchema(z.string()).safeParse({ success: true, data: ['a'] }).success).toBe(false);
  });
});

describe('PageQuerySchema', () => {
  it('reads page and size from the query string, ignores _t and refuses other keys', () => {
    expect(PageQuerySchema.parse({ page: '2', pageSize: '50', _t: '123' })).toEqual({
      page: 2,
      pageSize: 50,
      _t: 123,
    });
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(PageQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
  });
});
