import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormulaSummary } from '@quimia/contracts';
import { LinkCard, StretchedLink } from '@/components/link-card';
import { ProductImage } from '@/domain/catalog/product-image';
import { paths } from '@/config/paths';

type FormulaCardProps = {
  formula: FormulaSummary;
  headingComponent?: 'h2' | 'h3';
  /** Without the picture (narrow columns); a real cover is still shown. */
  compact?: boolean;
};

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** A formula post in a grid; the title is the link and the whole card is clickable. */
export function FormulaCard({
  formula,
  headingComponent = 'h3',
  compact = false,
}: FormulaCardProps) {
  return (
    <LinkCard sx={{ display: 'flex', flexDirection: 'column' }}>
      {(!compact || formula.cover) && (
        <ProductImage
          image={formula.cover}
          alt={formula.title}
          sizes="(min-width: 900px) 33vw, 100vw"
          sx={{ borderRadius: 0 }}
        />
      )}
      <Stack spacing={1} sx={{ p: 2.5, flexGrow: 1 }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'primary.main', lineHeight: 1.5 }}
        >
          {formula.type.name}
        </Typography>
        <Typography variant="h6" component={headingComponent} sx={{ lineHeight: 1.3 }}>
          <StretchedLink to={paths.post.details(formula.slug)}>{formula.title}</StretchedLink>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formula.summary}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {plural(formula.ingredientCount, 'ingrediente', 'ingredientes')}
          {formula.commentCount > 0
            ? ` · ${plural(formula.commentCount, 'comentario', 'comentarios')}`
            : ''}
        </Typography>
      </Stack>
    </LinkCard>
  );
}
