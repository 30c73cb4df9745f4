import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import StarIcon from '@mui/icons-material/Star';
import {
  GHS_PICTOGRAM_LABELS,
  IVA_CODE_LABELS,
  ivaRateOf,
  PRODUCT_UNIT_LABELS,
  SIGNAL_WORD_LABELS,
  type ProductDetailResponse,
  type UploadedDocument,
} from '@quimia/contracts';
import { uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '@/api/public-config';
import { ChemicalFormula } from '@/domain/catalog/chemical-formula';
import { Fact } from '@/components/fact-list';
import { GhsPictogram } from '@/domain/catalog/ghs-pictogram';
import { PublishStatusChip } from '@/domain/catalog/publish-status-chip';
import { RecordColumns } from '@/components/record-columns';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { endpointUrl } from '@/lib/api-client';
import {
  centsWithIva,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatUsd,
} from '@/lib/format';
import { StockLevelChip } from './stock-level-chip';

const none = (
  <Box component="span" sx={{ color: 'text.secondary' }}>
    —
  </Box>
);

function DocumentLink({ title, document }: { title: string; document: UploadedDocument | null }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
      <PictureAsPdfIcon color={document ? 'error' : 'disabled'} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">{title}</Typography>
        {document ? (
          <Link
            href={endpointUrl(uploadEndpoints.document, { id: document.id, inline: 'true' })}
            target="_blank"
            rel="noopener"
            variant="body2"
          >
            {document.fileName} ({formatFileSize(document.size, { exact: true })})
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Sin documento
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/**
 * Everything staff need to check about a product, read-only. `stockSection`: the product's stock
 * per branch, composed in by the page (another feature's card).
 */
export function ProductDetailsView({
  detail,
  stockSection,
}: {
  detail: ProductDetailResponse;
  stockSection?: ReactNode;
}) {
  const { product, formulas } = detail;
  const { data: config } = usePublicConfig();
  const [shown, setShown] = useState(0);
  const image = product.images[shown] ?? product.images[0];
  const ivaRate = config ? ivaRateOf(product.ivaCode, config.ivaRate) : null;

  return (
    <RecordColumns
      ratio={[2, 3]}
      main={
        <>
          <Card sx={{ p: 2 }}>
            <Box
              sx={{
                aspectRatio: '4 / 3',
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: 'background.neutral',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {image ? (
                <Box
                  component="img"
                  src={image.url}
                  srcSet={image.srcSet}
                  sizes="(min-width: 900px) 400px, 100vw"
                  alt={image.alt ?? product.name}
                  width={image.width}
                  height={image.height}
                  sx={{ width: 1, height: 1, objectFit: 'contain' }}
                />
              ) : (
                <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <Inventory2OutlinedIcon sx={{ fontSize: 56 }} />
                  <Typography variant="body2">Sin imágenes</Typography>
                </Stack>
              )}
            </Box>
            {product.images.length > 1 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, overflowX: 'auto', pb: 0.5 }}>
                {product.images.map((item, index) => (
                  <ButtonBase
                    key={item.id}
                    onClick={() => setShown(index)}
                    aria-label={`Ver imagen ${index + 1}`}
                    aria-pressed={index === shown}
                    sx={{
                      width: 64,
                      height: 48,
                      flexShrink: 0,
                      borderRadius: 1,
                      overflow: 'hidden',
                      border: 2,
                      borderColor: index === shown ? 'primary.main' : 'transparent',
                    }}
                  >
                    <Box
                      component="img"
                      src={item.urls.sm}
                      alt=""
                      sx={{ width: 1, height: 1, objectFit: 'cover' }}
                    />
                  </ButtonBase>
                ))}
              </Stack>
            )}
          </Card>

          <SectionCard title="Peligros (SGA / GHS)" headingGap={2}>
            {product.ghs.pictograms.length === 0 &&
            !product.ghs.signalWord &&
            product.ghs.hazardStatements.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Sin clasificación de peligro registrada.
              </Typography>
            ) : (
              <Stack spacing={2}>
                {product.ghs.pictograms.length > 0 && (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
                    {product.ghs.pictograms.map((code) => (
                      <Stack key={code} spacing={0.5} sx={{ alignItems: 'center', width: 88 }}>
                        <GhsPictogram code={code} size={56} decorative />
                        <Typography variant="caption" sx={{ textAlign: 'center' }}>
                          {code} {GHS_PICTOGRAM_LABELS[code]}
                        </Typography>
                      </Stack>
                    ))}
                  </Stack>
                )}
                {product.ghs.signalWord && (
                  <Typography variant="subtitle1" sx={{ color: 'error.onPaper' }}>
                    Palabra de advertencia: {SIGNAL_WORD_LABELS[product.ghs.signalWord]}
                  </Typography>
                )}
                {product.ghs.hazardStatements.length > 0 && (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {product.ghs.hazardStatements.map((statement) => (
                      <Typography component="li" variant="body2" key={statement}>
                        {statement}
                      </Typography>
                    ))}
                  </Box>
                )}
              </Stack>
            )}
          </SectionCard>

          <SectionCard title="Documentos" headingGap={2}>
            <DocumentLink title="Ficha técnica" document={product.technicalSheet} />
            <DocumentLink title="Hoja de seguridad" document={product.safetyDataSheet} />
          </SectionCard>
        </>
      }
      side={
        <>
          <SectionCard title="Datos del producto" headingGap={2}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term="Estado">
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <PublishStatusChip status={product.status} />
                  {product.featured && (
                    <Chip
                      size="small"
                      icon={<StarIcon />}
                      label="Destacado"
                      color="warning"
                      variant="outlined"
                    />
                  )}
                </Stack>
              </Fact>
              <Fact term="Código">{product.code}</Fact>
              <Fact term="Slug">{product.slug}</Fact>
              <Fact term="Número CAS">{product.casNumber ?? none}</Fact>
              <Fact term="Fórmula química">
                {product.chemicalFormula ? (
                  <ChemicalFormula value={product.chemicalFormula} />
                ) : (
                  none
                )}
              </Fact>
              <Fact term="Tipo">
                {product.type.name}
                {product.subtype ? ` · ${product.subtype.name}` : ''}
              </Fact>
              <Fact term="Unidad">{PRODUCT_UNIT_LABELS[product.unit]}</Fact>
              <Fact term="Líneas de negocio">
                {product.businessLines.map((line) => line.name).join(', ') || none}
              </Fact>
              <Fact term="Áreas de aplicación">
                {product.applicationAreas.map((area) => area.name).join(', ') || none}
              </Fact>
              <Fact term="Sinónimos">{product.synonyms.join(', ') || none}</Fact>
            </Box>
            <Divider sx={{ my: 2, borderStyle: 'dashed' }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Descripción
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {product.description || 'Sin descripción.'}
            </Typography>
          </SectionCard>

          {stockSection}

          <SectionCard title="Datos Cotización" headingGap={2}>
            {product.presentations.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Sin presentaciones: se muestra «Precio a consultar».
              </Typography>
            ) : (
              <TableContainer sx={{ mb: 2 }}>
                <Table size="small" aria-label="Presentaciones">
                  <TableHead>
                    <TableRow>
                      <TableCell>Presentación</TableCell>
                      <TableCell align="right">Tamaño</TableCell>
                      <TableCell align="right">Precio sin IVA</TableCell>
                      <TableCell align="right">Precio con IVA</TableCell>
                      <TableCell>Por volumen</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {product.presentations.map((presentation) => (
                      <TableRow key={presentation.id}>
                        <TableCell>
                          {presentation.label}
                          {presentation.saleMultiple !== null && (
                            <Typography
                              variant="caption"
                              component="span"
                              sx={{ display: 'block', color: 'text.secondary' }}
                            >
                              En múltiplos de {presentation.saleMultiple}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right">
                          {formatNumber(presentation.size)} {presentation.unit}
                        </TableCell>
                        <TableCell align="right">{formatUsd(presentation.priceCents)}</TableCell>
                        <TableCell align="right">
                          {presentation.priceCents === null || ivaRate === null
                            ? '—'
                            : formatUsd(centsWithIva(presentation.priceCents, ivaRate))}
                        </TableCell>
                        <TableCell>
                          {presentation.priceBreaks.length === 0
                            ? '—'
                            : presentation.priceBreaks
                                .map(
                                  (priceBreak) =>
                                    `desde ${priceBreak.fromQuantity}: ${formatUsd(priceBreak.unitPriceCents)}`,
                                )
                                .join(' · ')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term="IVA">
                {product.ivaCode === 'iva'
                  ? `Grava IVA${config ? ` (${config.ivaRate} %)` : ''}`
                  : IVA_CODE_LABELS[product.ivaCode]}
              </Fact>
              <Fact term="Pedido mínimo">
                {formatNumber(product.minimumOrder)} {product.unit}
              </Fact>
              <Fact term="Stock mínimo (sucursales juntas)">
                {product.minimumStock == null
                  ? 'Sin mínimo en ninguna sucursal'
                  : `${formatNumber(product.minimumStock)} ${product.unit}`}
                {/* The branches' minimums added up, against what they have available together
                    (`product.stock`); each branch's is in the stock card. */}
                <StockLevelChip product={product} />
              </Fact>
              <Fact term="Tiempo de entrega">
                {product.leadTimeDays === 0
                  ? 'Inmediato'
                  : `${product.leadTimeDays} ${product.leadTimeDays === 1 ? 'día' : 'días'}`}
              </Fact>
              <Fact term="Densidad">
                {product.density === null ? 'Sin dato' : `${formatNumber(product.density)} kg/L`}
              </Fact>
              <Fact term="Mercancía peligrosa">
                {product.dangerousGoods
                  ? `${product.dangerousGoods.unNumber}, clase ${product.dangerousGoods.hazardClass}: solo retiro o transporte especial`
                  : 'No'}
              </Fact>
              {product.quoteNotes && <Fact term="Notas para cotizar">{product.quoteNotes}</Fact>}
            </Box>
          </SectionCard>

          <SectionCard title="Fórmulas que lo usan" headingGap={2}>
            {formulas.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Ninguna fórmula publicada usa este producto.
              </Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {formulas.map((formula) => (
                  <Box component="li" key={formula.id}>
                    <Link
                      component={RouterLink}
                      to={paths.dashboard.post.details(formula.slug)}
                      variant="subtitle2"
                    >
                      {formula.title}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {formula.summary}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
          </SectionCard>

          <Typography variant="caption" color="text.secondary">
            Creado el {formatDateTime(product.createdAt)} · Actualizado el{' '}
            {formatDateTime(product.updatedAt)}
            {product.publishedAt ? ` · Publicado el ${formatDateTime(product.publishedAt)}` : ''}
          </Typography>
        </>
      }
    />
  );
}
