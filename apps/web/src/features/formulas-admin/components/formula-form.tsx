import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Formula, Image } from '@quimia/contracts';
import { useController, useForm, useWatch } from 'react-hook-form';
import { deleteImage } from '@/api/images';
import { useFormulaTypes } from '@/api/formula-types';
import { FormNumberField, FormSelect, FormTextField } from '@/components/form-fields';
import { FormTypeSelect } from '@/domain/catalog/form-type-select';
import { RecordForm } from '@/components/record-form';
import { NameSlugFields } from '@/components/name-slug-fields';
import { RecordColumns } from '@/components/record-columns';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { STATUS_OPTIONS, UNIT_OPTIONS } from '@/lib/form-options';
import { useFormSave, VALIDATE_ON_SAVE } from '@/lib/use-form-save';
import { useSaveFormula } from '../api/formulas';
import { CoverImageField } from './cover-image-field';
import {
  formulaFormPath,
  formulaResolver,
  isEmptyHtml,
  toFormValues,
  type FormulaFormOutput,
  type FormulaFormValues,
} from './formula-form-model';
import { FormulaPreview } from './formula-preview';
import { IngredientsEditor } from './ingredients-editor';
import { TextListEditor } from './text-list-editor';

// Tiptap is heavy: it loads with this form only, never with the storefront.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type FormulaFormProps = {
  /** The formula to edit; without it the form creates one. */
  formula?: Formula;
};

/** Create and edit form of a formula post (staff), with a storefront-like preview. */
export function FormulaForm({ formula }: FormulaFormProps) {
  const isEdit = Boolean(formula);
  const save = useSaveFormula();
  const types = useFormulaTypes({ staff: true });

  const defaultValues = useMemo(() => toFormValues(formula), [formula]);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    FormulaFormValues,
    unknown,
    FormulaFormOutput
  >({ resolver: formulaResolver, defaultValues, ...VALIDATE_ON_SAVE });

  const content = useController({ control, name: 'contentHtml' });
  const [preview, setPreview] = useState(false);
  const [cover, setCover] = useState<Image | null>(formula?.cover ?? null);
  const title = useWatch({ control, name: 'title' });

  const saveFormula = useFormSave({
    save: save.mutateAsync,
    setError,
    toFormPath: formulaFormPath,
    savedMessage: isEdit ? 'Cambios guardados' : 'Fórmula creada',
    onSaved: (saved) => {
      // A replaced or removed cover is used nowhere else: free the space.
      const before = formula?.cover?.id;
      if (before && before !== saved.cover?.id) deleteImage(before).catch(() => undefined);
    },
    nextPath: (saved) => paths.dashboard.post.details(saved.slug),
    // The fields with errors are in the form, not in the preview.
    onFieldErrors: (fields) => {
      if (fields.length > 0) setPreview(false);
    },
  });
  const onSubmit = handleSubmit(saveFormula, () => setPreview(false));

  const previewData = () => {
    const values = getValues();
    const typeName = types.data?.find((type) => type.id === values.typeId)?.name ?? null;
    return {
      title: values.title,
      typeName,
      summary: values.summary,
      cover,
      contentHtml: isEmptyHtml(values.contentHtml) ? '' : values.contentHtml,
      batchYield:
        values.batchYield.amount === null
          ? null
          : { amount: values.batchYield.amount, unit: values.batchYield.unit },
      ingredients: values.ingredients.map((ingredient, index) => ({
        key: String(index),
        name: ingredient.name,
        product: ingredient.product,
        amount: ingredient.amount,
        unit: ingredient.unit,
        percentage: ingredient.percentage,
        phase: ingredient.phase.trim() || null,
      })),
      steps: values.steps.map((step) => step.value.trim()).filter(Boolean),
      safetyNotes: values.safetyNotes.map((note) => note.value.trim()).filter(Boolean),
    };
  };

  return (
    <RecordForm
      label={isEdit ? 'Editar fórmula' : 'Nueva fórmula'}
      onSubmit={onSubmit}
      saveError={save.error}
      formState={formState}
      cancelTo={formula ? paths.dashboard.post.details(formula.slug) : paths.dashboard.post.list}
      submitLabel="Guardar fórmula"
    >
      <Card sx={{ px: 3, py: 1.5, mb: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {preview
              ? 'Así se verá la fórmula en la tienda.'
              : 'Completa la fórmula; puedes revisar cómo se verá antes de guardar.'}
          </Typography>
          <FormControlLabel
            label="Vista previa"
            control={
              <Switch checked={preview} onChange={(event) => setPreview(event.target.checked)} />
            }
          />
        </Stack>
      </Card>

      {preview && (
        <Card
          sx={{ p: { xs: 3, md: 5 }, mb: 3 }}
          role="region"
          aria-label="Cómo se verá en la tienda"
        >
          <FormulaPreview formula={previewData()} />
        </Card>
      )}

      {/* Hidden, not removed, during the preview: the editor and every field keep their state. */}
      <RecordColumns
        ratio={[2, 1]}
        hidden={preview}
        main={
          <>
            <SectionCard title="Fórmula">
              <Stack spacing={3}>
                <NameSlugFields
                  control={control}
                  name="title"
                  nameLabel="Título"
                  setSlug={(value) => setValue('slug', value, { shouldValidate: false })}
                  isEdit={isEdit}
                />
                <FormTypeSelect
                  control={control}
                  name="typeId"
                  label="Tipo de fórmula"
                  types={types}
                  fullWidth
                />
                <FormTextField
                  control={control}
                  name="summary"
                  label="Resumen"
                  fullWidth
                  multiline
                  minRows={2}
                  helperText="Una o dos frases: qué se obtiene y para quién. Se muestra en las listas."
                />
              </Stack>
            </SectionCard>

            <Card sx={{ p: 3 }}>
              <Suspense
                fallback={
                  <Box aria-busy="true">
                    <Skeleton width={120} sx={{ mb: 1 }} />
                    <Skeleton variant="rounded" height={300} />
                  </Box>
                }
              >
                <RichTextEditor
                  label="Contenido"
                  initialValue={defaultValues.contentHtml}
                  onChange={content.field.onChange}
                  onBlur={content.field.onBlur}
                  inputRef={content.field.ref}
                  error={content.fieldState.error?.message}
                  helperText="Introducción, usos y consejos. Los ingredientes y los pasos van en sus secciones."
                />
              </Suspense>
            </Card>

            <SectionCard title="Ingredientes">
              <IngredientsEditor control={control} setValue={setValue} />
              <Box
                sx={{
                  mt: 3,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px' },
                }}
              >
                <FormNumberField
                  control={control}
                  name="batchYield.amount"
                  label="Rendimiento del lote"
                  decimals={3}
                  placeholder="Opcional"
                  fullWidth
                />
                <FormSelect
                  control={control}
                  name="batchYield.unit"
                  label="Medida del lote"
                  options={UNIT_OPTIONS}
                  fullWidth
                />
              </Box>
            </SectionCard>

            <SectionCard title="Preparación">
              <TextListEditor
                control={control}
                name="steps"
                itemLabel="Paso"
                addLabel="Agregar paso"
                emptyText="Describe la preparación paso a paso, en orden."
                placeholder="Disuelve el… en el agua, agitando lentamente"
                max={60}
                multiline
              />
            </SectionCard>

            <SectionCard title="Notas de seguridad">
              <TextListEditor
                control={control}
                name="safetyNotes"
                itemLabel="Nota"
                addLabel="Agregar nota"
                emptyText="Equipo de protección, ventilación, qué no mezclar…"
                placeholder="Usa guantes y gafas de seguridad"
                max={30}
              />
            </SectionCard>
          </>
        }
        side={
          <>
            <SectionCard title="Publicación">
              <FormSelect
                control={control}
                name="status"
                label="Estado"
                options={STATUS_OPTIONS}
                helperText="Solo las fórmulas publicadas se ven en la tienda"
                fullWidth
              />
            </SectionCard>
            <SectionCard title="Portada">
              <CoverImageField
                control={control}
                initialCover={formula?.cover ?? null}
                alt={title}
                onImageChange={setCover}
              />
            </SectionCard>
          </>
        }
      />
    </RecordForm>
  );
}
