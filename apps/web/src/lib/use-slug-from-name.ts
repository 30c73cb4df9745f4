import { useState, type ChangeEvent } from 'react';
import { slugify } from '@quimia/contracts';

type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * A record's slug follows its name (or title) as it is typed, until someone writes their own; an
 * existing record's slug stays put. Gives the `onChange` of the name's field and of the slug's.
 */
export function useSlugFromName(setSlug: (slug: string) => void, isEdit: boolean) {
  const [edited, setEdited] = useState(isEdit);
  return {
    onNameChange: (event: FieldChange) => {
      if (!edited) setSlug(slugify(event.target.value));
    },
    onSlugChange: (event: FieldChange) => setEdited(event.target.value.trim() !== ''),
  };
}
