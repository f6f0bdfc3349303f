import type { ContactBody } from '@streamfront/contract';
import { postSubmission, useSubmissionMutation } from '@/lib/post-submission';

/** POST /api/contact. */
export const postContact = (body: ContactBody) => postSubmission('/contact', body);

export const usePostContact = () => useSubmissionMutation(postContact);
