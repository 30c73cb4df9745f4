import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import type { Image } from '@quimia/contracts';
import { ProductImage } from './product-image';

type ProductGalleryProps = { images: Image[]; name: string };

/** The main picture and, with several, a row of thumbnails that choose it. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)] ?? null;

  return (
    <Stack spacing={1.5}>
      <ProductImage
        image={current}
        alt={name}
        eager
        sizes="(min-width: 900px) 560px, 100vw"
        sx={{ borderRadius: 2 }}
      />
      {images.length > 1 && (
        <Box
          role="group"
          aria-label="Imágenes del producto"
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((image, index) => (
            <ButtonBase
              key={image.id}
              onClick={() => setSelected(index)}
              aria-label={`Ver imagen ${index + 1} de ${images.length}`}
              aria-pressed={index === selected}
              sx={{
                width: 72,
                flexShrink: 0,
                borderRadius: 1,
                overflow: 'hidden',
                outline: '2px solid',
                outlineColor: index === selected ? 'primary.main' : 'transparent',
                outlineOffset: 2,
              }}
            >
              <Box
                component="img"
                src={image.urls.sm}
                width={image.width}
                height={image.height}
                alt=""
                loading="lazy"
                decoding="async"
                sx={{
                  width: 1,
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  display: 'block',
                }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Stack>
  );
}
