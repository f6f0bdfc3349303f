import type { VodRequestBody } from '@streamfront/contract';
import { postSubmission, useSubmissionMutation } from '@/lib/post-submission';

/** POST /api/vod-requests. */
export const postVodRequest = (body: VodRequestBody) => postSubmission('/vod-requests', body);

export const usePostVodRequest = () => useSubmissionMutation(postVodRequest);
