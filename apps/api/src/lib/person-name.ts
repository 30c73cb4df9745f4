/** How staff and buyers see a person named: first and last name, or the e-mail without them. */
export function personName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}
