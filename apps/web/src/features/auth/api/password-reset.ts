import type { ForgotPasswordBody, ResetPasswordBody } from '@quimia/contracts';
import { authEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<string> {
  const { message } = await callEndpoint(authEndpoints.forgotPassword, { body });
  return message;
}

/** Sets a new password with the link's token; the account's sessions end. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const { message } = await callEndpoint(authEndpoints.resetPassword, { body });
  return message;
}
