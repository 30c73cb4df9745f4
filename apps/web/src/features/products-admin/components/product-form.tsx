import { useMemo, useState, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IVA_CODE_LABELS, IVA_CODES, type Product } from '@quimia/contracts';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { deleteImage } from '@/api/images';
import { useBusinessLines } from '@/api/business-lines';
import { usePublicConfig } from '@/api/public-config';
import {
  FormChipsField,
  FormMultiSelect,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextField,
  unitSlotProps,
} from '@/components/form-fields';
import { FormTypeSelect } from '@/domain/catalog/form-type-select';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { NameSlugFields } from '@/components/name-slug-fields';
import { RecordForm } from '@/components/record-form';
import { RecordColumns } from '@/components/record-columns';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { idOptions, parseId, STATUS_OPTIONS, UNIT_OPTIONS } from '@/lib/form-options';
import { useFormSave, VALIDATE_ON_SAVE } from '@/lib/use-form-save';
import {
  deleteDocument,
  useApplicationAreas,
  useProductTypes,
  useSaveProduct,
} from '../api/products';
import { DescriptionDraftButton } from './description-draft-button';
import { GhsField } from './ghs-field';
import { PresentationsEditor } from './presentations-editor';
import { ProductDocumentField } from './product-document-field';
import { ProductImagesField } from './product-images-field';
import {
  productFormPath,
  productResolver,
  tabOfField,
  toFormValues,
  type ProductFormOutput,
  type ProductFormTab,
  type ProductFormValues,
} from './product-form-model';

const IVA_OPTIONS = IVA_CODES.map((value) => ({ value, label: IVA_CODE_LABELS[value] }));

const TABS: { value: ProductFormTab; label: string }[] = [
  { value: 'productos', label: 'Productos' },
  { value: 'cotizacion', label: 'Datos Cotización' },
];

/** Paths of every field with an error, nested lists included ('presentations.0.size'). */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string'
      ? [path]
      : errorPaths(value as FieldErrors, path);
  });
}

/** Files that left the product are used nowhere else: free the space. */
function freeReplacedFiles(before: Product, after: Product) {
  const kept = new Set(after.images.map((image) => image.id));
  for (const image of before.images) {
    if (!kept.has(image.id)) deleteImage(image.id).catch(() => undefined);
  }
  for (const [was, is] of [
    [before.technicalSheet?.id, after.technicalSheet?.id],
    [before.safetyDataSheet?.id, after.safetyDataSheet?.id],
  ]) {
    if (was && was !== is) deleteDocument(was).catch(() => undefined);
  }
}

type ProductFormProps = {
  /** The product to edit; without it the form creates one. */
  product?: Product;
};

/**
 * Amounts in the product's unit; an empty minimum order is 0. The stock and each branch's
 * minimum stock are not here: they are the inventory's, set in the product's stock card.
 */
const QUANTITY_FIELDS = [
  {
    name: 'minimumOrder',
    label: 'Pedido mínimo',
    empty: undefined,
    helperText: 'Lo mínimo que se vende en un pedido',
  },
] as const;

/** Create and edit form of a product (staff): tabs 'Productos' and 'Datos Cotización'. */
export function ProductForm({ product }: ProductFormProps) {
  const isEdit = Boolean(product);
  const save = useSaveProduct();
  const types = useProductTypes();
  const lines = useBusinessLines({ staff: true });
  const areas = useApplicationAreas();
  const { data: config } = usePublicConfig();

  const defaultValues = useMemo(() => toFormValues(product), [product]);
  const { control, handleSubmit, setError, setValue, setFocus, getValues, formState } = useForm<
    ProductFormValues,
    unknown,
    ProductFormOutput
  >({ resolver: productResolver, defaultValues, ...VALIDATE_ON_SAVE });

  const [tab, setTab] = useState<ProductFormTab>('productos');
  const [typeId, unit, ivaCode, name] = useWatch({
    control,
    name: ['typeId', 'unit', 'ivaCode', 'name'],
  });

  const subtypes = types.data?.find((type) => type.id === typeId)?.subtypes ?? [];
  const tabsWithErrors = new Set(errorPaths(formState.errors).map(tabOfField));

  /** Shows the tab holding the first bad field, then puts the cursor there. */
  const revealField = (path: string | undefined) => {
    if (!path) return;
    const target = tabOfField(path);
    if (target !== tab) setTab(target);
    // After the panel is visible, so the browser can focus the field.
    window.setTimeout(() => {
      try {
        setFocus(path as Parameters<typeof setFocus>[0]);
      } catch {
        // A field without a focusable element (a list) keeps its message on screen.
      }
    }, 0);
  };

  const saveProduct = useFormSave({
    save: save.mutateAsync,
    setError,
    toFormPath: productFormPath,
    savedMessage: isEdit ? 'Cambios guardados' : 'Producto creado',
    onSaved: (saved) => {
      if (product) freeReplacedFiles(product, saved);
    },
    nextPath: (saved) => paths.dashboard.product.details(saved.id),
    onFieldErrors: (fields) => revealField(fields[0]),
  });
  const onSubmit = handleSubmit(saveProduct, (errors) => {
    const bad = errorPaths(errors);
    // Stay on this tab when it has something to fix; otherwise go where the problem is.
    if (!bad.some((path) => tabOfField(path) === tab)) revealField(bad[0]);
  });

  return (
    <RecordForm
      label={isEdit ? 'Editar producto' : 'Nuevo producto'}
      onSubmit={onSubmit}
      saveError={save.error}
      formState={formState}
      invalidNotice={`Revisa los campos marcados${
        tabsWithErrors.size === 2
          ? ' en ambas pestañas'
          : ` en la pestaña «${TABS.find((item) => tabsWithErrors.has(item.value))?.label}»`
      }.`}
      cancelTo={
        product ? paths.dashboard.product.details(product.id) : paths.dashboard.product.list
      }
      submitLabel="Guardar producto"
    >
      <Card sx={{ mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: ProductFormTab) => setTab(value)}
          aria-label="Secciones del producto"
          sx={{ px: 2.5 }}
        >
          {TABS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              id={`product-tab-${item.value}`}
              aria-controls={`product-panel-${item.value}`}
              label={
                <Badge
                  color="error"
                  variant="dot"
                  invisible={!tabsWithErrors.has(item.value)}
                  sx={{ '& .MuiBadge-badge': { right: -6 } }}
                >
                  {item.label}
                </Badge>
              }
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Card>

      {/* Both panels stay mounted (hidden when inactive) so nothing typed is lost. */}
      <TabPanel value="productos" current={tab}>
        <RecordColumns
          ratio={[3, 2]}
          main={
            <>
              <SectionCard title="Datos del producto">
                <FormGrid>
                  <FormTextField
                    control={control}
                    name="code"
                    label="Código"
                    autoComplete="off"
                    fullWidth
                    helperText="Letras, números, punto y guiones; se guarda en mayúsculas"
                  />
                  <NameSlugFields
                    control={control}
                    name="name"
                    nameLabel="Nombre"
                    setSlug={(value) => setValue('slug', value, { shouldValidate: false })}
                    isEdit={isEdit}
                    slugSx={FULL_ROW}
                  />
                  <FormTextField
                    control={control}
                    name="casNumber"
                    label="Número CAS"
                    placeholder="77-92-9"
                    autoComplete="off"
                    fullWidth
                    helperText="Opcional; se comprueba el dígito verificador"
                  />
                  <FormTextField
                    control={control}
                    name="chemicalFormula"
                    label="Fórmula química"
                    placeholder="C6H8O7"
                    autoComplete="off"
                    fullWidth
                  />
                  <Box sx={FULL_ROW}>
                    <FormChipsField
                      control={control}
                      name="synonyms"
                      label="Sinónimos"
                      placeholder="Otros nombres con los que lo buscan"
                      helperText="Escribe un sinónimo y pulsa Enter; ayudan a encontrar el producto."
                      maxItems={30}
                    />
                  </Box>
                  <FormTypeSelect
                    control={control}
                    name="typeId"
                    label="Tipo"
                    types={types}
                    // A subtype of the previous type no longer applies.
                    onValueChange={() => setValue('subtypeId', null)}
                    fullWidth
                  />
                  <FormSelect
                    control={control}
                    name="subtypeId"
                    label="Subtipo"
                    options={idOptions(subtypes)}
                    emptyOption={typeId ? 'Sin subtipo' : 'Elige primero el tipo'}
                    parse={parseId}
                    disabled={subtypes.length === 0}
                    fullWidth
                  />
                  <Box sx={FULL_ROW}>
                    <FormMultiSelect
                      control={control}
                      name="businessLineIds"
                      label="Líneas de negocio"
                      options={lines.data ?? []}
                      loading={lines.isPending}
                      placeholder="Limpieza, Cosmética…"
                    />
                  </Box>
                  <Box sx={FULL_ROW}>
                    <FormMultiSelect
                      control={control}
                      name="applicationAreaIds"
                      label="Áreas de aplicación"
                      options={areas.data ?? []}
                      loading={areas.isPending}
                      placeholder="Opcional"
                    />
                  </Box>
                  <FormSelect
                    control={control}
                    name="unit"
                    label="Unidad"
                    options={UNIT_OPTIONS}
                    helperText="Unidad en la que se vende y se cotiza"
                    fullWidth
                  />
                  <Stack spacing={1.5} sx={FULL_ROW}>
                    <DescriptionDraftButton
                      getValues={getValues}
                      onApply={(text) =>
                        setValue('description', text, { shouldDirty: true, shouldValidate: true })
                      }
                      lookups={{ types: types.data, lines: lines.data, areas: areas.data }}
                    />
                    <FormTextField
                      control={control}
                      name="description"
                      label="Descripción"
                      fullWidth
                      multiline
                      minRows={5}
                      helperText="Qué es, para qué se usa y cómo se presenta. La primera frase sirve de resumen."
                    />
                  </Stack>
                </FormGrid>
              </SectionCard>
            </>
          }
          side={
            <>
              <SectionCard title="Publicación">
                <Stack spacing={2}>
                  <FormSelect
                    control={control}
                    name="status"
                    label="Estado"
                    options={STATUS_OPTIONS}
                    helperText="Solo los productos publicados se ven en la tienda"
                    fullWidth
                  />
                  <FormSwitch
                    control={control}
                    name="featured"
                    label="Destacado"
                    helperText="Aparece entre los destacados de la portada"
                  />
                </Stack>
              </SectionCard>
              <SectionCard title="Imágenes">
                <ProductImagesField
                  control={control}
                  name="imageIds"
                  initialImages={product?.images ?? []}
                  alt={name}
                />
              </SectionCard>
              <SectionCard title="Documentos">
                <Stack spacing={3}>
                  <ProductDocumentField
                    control={control}
                    name="technicalSheetId"
                    title="Ficha técnica"
                    uploadLabel="Subir ficha técnica"
                    initialDocument={product?.technicalSheet ?? null}
                  />
                  <ProductDocumentField
                    control={control}
                    name="safetyDataSheetId"
                    title="Hoja de seguridad"
                    uploadLabel="Subir hoja de seguridad"
                    initialDocument={product?.safetyDataSheet ?? null}
                  />
                </Stack>
              </SectionCard>
              <SectionCard title="Peligros (SGA / GHS)">
                <GhsField control={control} />
              </SectionCard>
            </>
          }
        />
      </TabPanel>

      <TabPanel value="cotizacion" current={tab}>
        <Stack spacing={3}>
          <SectionCard title="Presentaciones y precios">
            <PresentationsEditor
              control={control}
              defaultUnit={unit}
              ivaRate={ivaCode === 'iva' ? (config?.ivaRate ?? null) : null}
            />
          </SectionCard>
          <SectionCard title="Condiciones de venta">
            <FormGrid>
              <Box sx={FULL_ROW}>
                <FormSelect
                  control={control}
                  name="ivaCode"
                  label="IVA"
                  options={IVA_OPTIONS}
                  fullWidth
                  helperText={
                    ivaCode === 'iva'
                      ? `Se suma el IVA${config ? ` del ${config.ivaRate} %` : ''} a los precios`
                      : 'Los precios no suman IVA (fertilizantes y agroquímicos: IVA 0 %)'
                  }
                />
              </Box>
              {QUANTITY_FIELDS.map((field) => (
                <FormNumberField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  decimals={3}
                  empty={field.empty}
                  helperText={
                    'helperText' in field
                      ? // A new product has no stock yet: where it comes from, said once.
                        `${field.helperText}${isEdit ? '. El stock mínimo de cada sucursal se fija en «Stock por sucursal», en la ficha del producto.' : '. El stock y el stock mínimo de cada sucursal se registran en la ficha del producto una vez creado.'}`
                      : undefined
                  }
                  fullWidth
                  slotProps={unitSlotProps(unit)}
                />
              ))}
              <FormNumberField
                control={control}
                name="leadTimeDays"
                label="Tiempo de entrega"
                decimals={0}
                empty={undefined}
                fullWidth
                helperText="Días hábiles hasta la entrega; 0 si hay stock inmediato"
                slotProps={unitSlotProps('días')}
              />
              <FormSwitch
                control={control}
                name="soldToOrder"
                label="Bajo pedido"
                helperText="Se vende aunque no haya stock: se compra para el pedido y se entrega en el tiempo de entrega"
              />
              <FormNumberField
                control={control}
                name="density"
                label="Densidad"
                decimals={4}
                fullWidth
                helperText="Para pasar de kilos a litros; vacío si no se conoce"
                slotProps={unitSlotProps('kg/L')}
              />
            </FormGrid>
          </SectionCard>
          <SectionCard title="Transporte de mercancías peligrosas">
            <FormGrid>
              <FormTextField
                control={control}
                name="unNumber"
                label="Número ONU"
                placeholder="UN1789"
                fullWidth
                helperText="Vacío si no es mercancía peligrosa"
              />
              <FormTextField
                control={control}
                name="hazardClass"
                label="Clase de peligro"
                placeholder="8"
                fullWidth
                helperText="De 1 a 9, con división si la tiene (5.1)"
              />
              <Typography variant="body2" sx={{ ...FULL_ROW, color: 'text.secondary' }}>
                Una mercancía peligrosa no viaja por courier: el carrito ofrece retiro en sucursal o
                transporte especial, a coordinar.
              </Typography>
            </FormGrid>
          </SectionCard>
          <SectionCard title="Notas para cotizar">
            <FormTextField
              control={control}
              name="quoteNotes"
              label="Notas"
              placeholder="Precio sujeto a disponibilidad. Se entrega con hoja de seguridad."
              helperText="Aparecen junto al producto en sus cotizaciones."
              multiline
              minRows={2}
              fullWidth
            />
          </SectionCard>
        </Stack>
      </TabPanel>
    </RecordForm>
  );
}

/** A tab's panel, named by its tab; hidden, not removed, while another tab is open. */
function TabPanel({
  value,
  current,
  children,
}: {
  value: ProductFormTab;
  current: ProductFormTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`product-panel-${value}`}
      aria-labelledby={`product-tab-${value}`}
      hidden={current !== value}
    >
      {children}
    </Box>
  );
}
