import type { User } from '@quimia/contracts';

/** The names of the profile fields, e.g. to put the server's field errors on them. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'photoURL',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'company',
  'about',
  'isPublic',
] as const satisfies readonly (keyof ReturnType<typeof profileFormValues>)[];

export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * The profile fields that one's own account form and the admin's user form share, as the forms
 * hold them: what the server keeps as null is an empty field; a new user starts empty and private.
 */
export function profileFormValues(user: User | undefined) {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    photoURL: user?.photoURL ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    country: user?.country ?? '',
    state: user?.state ?? '',
    city: user?.city ?? '',
    address: user?.address ?? '',
    zipCode: user?.zipCode ?? '',
    company: user?.company ?? '',
    about: user?.about ?? '',
    isPublic: user?.isPublic ?? false,
  };
}
