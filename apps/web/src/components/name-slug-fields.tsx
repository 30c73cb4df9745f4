import type { SxProps, Theme } from '@mui/material/styles';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useSlugFromName } from '@/lib/use-slug-from-name';
import { FormTextField } from './form-fields';
import { inSentence } from '@/lib/format';

type NameSlugFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** The field of the record's name or title. */
  name: Path<T>;
  /** Its label, e.g. 'Título'; the slug's help says it is formed from it. */
  nameLabel: string;
  /** Writes the slug field (without validating it: the name is still being typed). */
  setSlug: (slug: string) => void;
  /** An existing record keeps its slug while its name changes. */
  isEdit: boolean;
  /** The slug field's place in the form's layout. */
  slugSx?: SxProps<Theme>;
};

/** A record's name and its web address (slug), which follows the name until someone edits it. */
export function NameSlugFields<T extends FieldValues, TOut = T>({
  control,
  name,
  nameLabel,
  setSlug,
  isEdit,
  slugSx,
}: NameSlugFieldsProps<T, TOut>) {
  const slug = useSlugFromName(setSlug, isEdit);
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label={nameLabel}
        autoComplete="off"
        fullWidth
        onChange={slug.onNameChange}
      />
      <FormTextField
        control={control}
        name={'slug' as Path<T>}
        label="Slug (dirección web)"
        autoComplete="off"
        fullWidth
        sx={slugSx}
        helperText={`Se forma con el ${inSentence(nameLabel)}; solo minúsculas sin tildes, números y guiones`}
        onChange={slug.onSlugChange}
      />
    </>
  );
}
