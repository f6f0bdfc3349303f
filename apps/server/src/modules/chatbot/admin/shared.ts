import { errorAnswers } from '@streamfront/contract';
import { conflict } from '../../../plugins/http-errors.ts';

/** What every admin chatbot route shares: its tag in the API docs and its error answers. */
export const tags = ['admin: chatbot'];
export const errors = errorAnswers(401, 403, 404, 409, 422, 503);

export const INTENT_NOT_FOUND = 'Intent not found';
export const nameTaken = (field = 'name') =>
  conflict('An intent with this name already exists', {
    [field]: ['An intent with this name already exists'],
  });
