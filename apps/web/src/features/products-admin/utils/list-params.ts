import { PUBLISH_STATUSES, type PublishStatus } from '@quimia/contracts';

export function parseStatus(value: string | null): PublishStatus | undefined {
  return PUBLISH_STATUSES.find((status) => status === value);
}
