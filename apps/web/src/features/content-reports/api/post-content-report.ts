import type { ContentReportBody } from '@streamfront/contract';
import { postSubmission, useSubmissionMutation } from '@/lib/post-submission';

/** POST /api/content-reports. */
export const postContentReport = (body: ContentReportBody) =>
  postSubmission('/content-reports', body);

export const usePostContentReport = () => useSubmissionMutation(postContentReport);
