import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, ModerateCommentBody } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { formulasAdminKeys } from './query-keys';

/** Approves (published) or rejects a comment (staff). */
export async function moderateComment(body: ModerateCommentBody): Promise<Comment> {
  const data = await callEndpoint(formulaEndpoints.moderateComment, { body });
  return data.comment;
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: async (comment) => {
      // Counts, the formula's public comments and its comment count all change.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: formulasAdminKeys.comments() }),
        queryClient.invalidateQueries({ queryKey: formulasAdminKeys.detail(comment.formula.slug) }),
        queryClient.invalidateQueries({ queryKey: formulasAdminKeys.lists() }),
      ]);
    },
  });
}
