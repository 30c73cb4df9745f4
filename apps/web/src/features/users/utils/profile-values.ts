import type { User } from '@quimia/contracts';

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
