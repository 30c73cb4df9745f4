import { RecordLoadState } from '@/components/record-load-state';
import { paths } from '@/config/paths';

type UserLoadStateProps = { error: unknown; notFound: boolean; onRetry: () => void };

/** What a user's page shows until the user arrives: skeleton, not found, or the error. */
export function UserLoadState(props: UserLoadStateProps) {
  return (
    <RecordLoadState
      {...props}
      notFoundTitle="Usuario no encontrado"
      notFoundText="El usuario que buscas no existe o fue eliminado."
      listPath={paths.dashboard.user.list}
      avatar
    />
  );
}
