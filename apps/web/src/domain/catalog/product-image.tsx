import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Image } from '@quimia/contracts';

type ProductImageProps = {
  image: Image | null;
  /** Used as `alt` when the image has none (the product's name). */
  alt: string;
  /** `sizes` attribute: how wide the image is drawn, so the browser picks the right variant. */
  sizes?: string;
  /** Above the fold (a product page's main image): load at once instead of lazily. */
  eager?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A product or formula picture in a 4:3 frame. Width and height are set from the stored image so
 * the page does not jump while it loads; lists load lazily. Without an image, a drawn flask.
 */
export function ProductImage({
  image,
  alt,
  sizes = '(min-width: 900px) 25vw, 50vw',
  eager,
  sx,
}: ProductImageProps) {
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: '4 / 3',
          overflow: 'hidden',
          bgcolor: 'background.neutral',
          borderRadius: 1.5,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          srcSet={image.srcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={image.alt ?? alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ImagePlaceholder />
      )}
    </Box>
  );
}

/** A flask on a soft background, for products and formulas without a photo yet. */
function ImagePlaceholder() {
  return (
    <Box
      sx={(theme) => ({
        width: 1,
        height: 1,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        background: `linear-gradient(135deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08)} 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.18)} 100%)`,
      })}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden
        sx={{ width: '32%', maxWidth: 96, opacity: 0.7 }}
      >
        <path
          d="M24 6h16M27 6v16L12 50a6 6 0 0 0 5.3 8.8h29.4A6 6 0 0 0 52 50L37 22V6"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M17.5 42h29L52 50a6 6 0 0 1-5.3 8.8H17.3A6 6 0 0 1 12 50Z"
          fill="currentColor"
          opacity="0.35"
        />
        <circle cx="28" cy="48" r="2.5" fill="currentColor" />
        <circle cx="37" cy="52" r="1.8" fill="currentColor" />
      </Box>
    </Box>
  );
}
