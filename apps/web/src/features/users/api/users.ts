import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AuthResponse,
  ChangePasswordBody,
  ProfileSaveBody,
  StaffContact,
  User,
  UserListQuery,
  UserListResponse,
  UserSaveBody,
} from '@quimia/contracts';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';

/** A page of the users list: by status, role and search. */
export type UsersListParams = Required<Pick<UserListQuery, 'page' | 'pageSize'>> &
  Pick<UserListQuery, 'status' | 'role' | 'q'>;

/** Query keys of the users feature: invalidating `usersKeys.all` refreshes every users query. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: string) => [...usersKeys.details(), id] as const,
  contacts: () => [...usersKeys.all, 'contacts'] as const,
};

/** One page of users plus the count of each status (admin). */
export function getUsers(params: UsersListParams): Promise<UserListResponse> {
  return callEndpoint(userEndpoints.list, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      status: params.status,
      role: params.role,
      // An empty search is no search: leave it out of the URL.
      q: params.q?.trim() || undefined,
    },
  });
}

export const getUsersQueryOptions = (params: UsersListParams) =>
  queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: () => getUsers(params),
  });

export function useUsers(params: UsersListParams) {
  // Keep the previous page on screen while the next one loads, so tabs and rows don't flicker.
  return useQuery({ ...getUsersQueryOptions(params), placeholderData: keepPreviousData });
}

/** One user by id (admin, or the user themself). */
export async function getUser(id: string): Promise<User> {
  const data = await callEndpoint(userEndpoints.user, { query: { id } });
  return data.user;
}

export const getUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: () => getUser(id),
  });

export function useUser(id: string | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Presence comes from sign-in activity, so it is polled rather than pushed. */
export const STAFF_CONTACTS_REFETCH_MS = 60_000;

/** Staff members with their presence (staff only). */
export async function getStaffContacts(): Promise<StaffContact[]> {
  const data = await callEndpoint(userEndpoints.staffContacts);
  return data.items;
}

export const getStaffContactsQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.contacts(),
    queryFn: getStaffContacts,
    refetchInterval: STAFF_CONTACTS_REFETCH_MS,
  });

export function useStaffContacts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStaffContactsQueryOptions(), enabled });
}

/** Creates a user without `id`, updates the one named by `id` (admin). */
export async function saveUser(body: UserSaveBody): Promise<User> {
  const data = await callEndpoint(userEndpoints.save, { body });
  return data.user;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      // Name, role or status may have changed: lists, counts and staff contacts all depend on them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.contacts() }),
      ]);
    },
  });
}

/** Saves the signed-in user's own data. */
export async function updateProfile(body: ProfileSaveBody): Promise<User> {
  const data = await callEndpoint(userEndpoints.saveProfile, { body });
  return data.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        // Presence (available/busy) shows in everyone's contacts popover.
        queryClient.invalidateQueries({ queryKey: usersKeys.contacts() }),
      ]);
    },
  });
}

/**
 * Changes the signed-in user's password. The server revokes the
 * old tokens and answers a new session, which the caller must store.
 */
export function changePassword(body: ChangePasswordBody): Promise<AuthResponse> {
  return callEndpoint(userEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Removes a user (admin; the last active admin answers 409). */
export function deleteUser(id: string) {
  return callEndpoint(userEndpoints.remove, { body: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: usersKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.contacts() }),
      ]);
    },
  });
}
